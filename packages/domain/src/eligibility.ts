import {
  credentialShortfalls,
  shortfallForManager,
  shortfallForPerson,
  type CredentialShift,
  type HeldCredential,
} from './credential-needs.ts';
import { jobTitleFitsShift, type ShiftRole } from './job-fit.ts';
import { ELIGIBILITY_MANAGER_MESSAGES, ELIGIBILITY_MESSAGES } from './messages/eligibility.ts';
import { REQUEST_MESSAGES } from './messages/requests.ts';
import type { RequestAction } from './permissions.ts';
import type { TimeSpan } from './shift-coverage.ts';

/** What eligibility reads of a person. */
export interface EligibilityPerson {
  name: string;
  jobTitle: string;
  isActive: boolean;
  /** Their email is verified: an invite not yet completed works no shift. */
  isVerified: boolean;
  organizationId: number | null;
  /** Independents (no organization) always are (isOpenToOtherOrganizations). */
  openToOtherOrganizations: boolean;
}

/**
 * What eligibility reads of a shift, with what its credentials rule reads (CredentialShift: its
 * location's state and clock, its organization's check).
 */
export interface EligibilityShift extends ShiftRole, CredentialShift {
  organizationId: number;
  startsAt: Date;
  endsAt: Date;
  /** Its live confirmed requests: one fills it. */
  confirmed: number;
}

/** What eligibility reads besides: the server's clock, the person's bookings and credentials. */
export interface EligibilityContext {
  now: Date;
  /** The hours of the person's live confirmed requests on other shifts (any: only meeting ones count). */
  confirmedSpans: readonly TimeSpan[];
  /** The licenses and certificates the person holds (issue #27). */
  credentials: readonly HeldCredential[];
}

/**
 * Every reason a person may not work a shift, in the order a refusal names the first: the
 * shift's own state, then the person's own state, then what they hold (credentials, issue #27),
 * then their bookings and organization. Pay (issue #28) plugs in as one more rule of
 * ELIGIBILITY_RULES, its inputs added to EligibilityPerson or EligibilityContext and loaded by
 * the API's one loader (shifts/eligibility-loader.ts).
 */
export const ELIGIBILITY_REASONS = [
  'filled',
  'started',
  'job-title',
  'inactive',
  'unverified',
  'credentials',
  'booked',
  'other-organization',
] as const;
export type EligibilityCode = (typeof ELIGIBILITY_REASONS)[number];

/** One reason, in the person's words and in a manager's, naming the person. */
export interface EligibilityReason {
  code: EligibilityCode;
  forPerson: string;
  forManager: string;
}

/** DESIGN §8's overlap: two spans meet when each starts before the other ends. */
export function spansMeet(a: TimeSpan, b: TimeSpan): boolean {
  return a.start < b.end && b.start < a.end;
}

/** Independents (no organization) always want shifts of other organizations. */
export function isOpenToOtherOrganizations(person: {
  organizationId: number | null;
  openToOtherOrganizations: boolean;
}): boolean {
  return person.organizationId === null || person.openToOtherOrganizations;
}

/** A shift's position as a refusal names it: with its specialty, when it has one. */
function shiftRoleName(shift: ShiftRole): string {
  return shift.specialty ? `${shift.position} (${shift.specialty})` : shift.position;
}

type Rule = (
  person: EligibilityPerson,
  shift: EligibilityShift,
  context: EligibilityContext,
) => Omit<EligibilityReason, 'code'> | null;

const sameForEveryone = (text: string) => ({ forPerson: text, forManager: text });

/** The rules, one per reason, in ELIGIBILITY_REASONS' order; each answers its texts or null. */
export const ELIGIBILITY_RULES: Record<EligibilityCode, Rule> = {
  // SPEC §4: a confirmation fills a shift.
  filled: (_person, shift) =>
    shift.confirmed > 0 ? sameForEveryone(REQUEST_MESSAGES.alreadyFilled) : null,
  // SPEC §4: a started shift (by the server's clock) takes no request, offer or assignment.
  started: (_person, shift, { now }) =>
    shift.startsAt.getTime() <= now.getTime()
      ? sameForEveryone(REQUEST_MESSAGES.alreadyStarted)
      : null,
  // SPEC §9's job titles against SPEC §1's positions.
  'job-title': (person, shift) =>
    jobTitleFitsShift(person.jobTitle, shift)
      ? null
      : {
          forPerson: ELIGIBILITY_MESSAGES.jobTitle(person.jobTitle, shiftRoleName(shift)),
          forManager: ELIGIBILITY_MANAGER_MESSAGES.jobTitle(
            person.name,
            person.jobTitle,
            shiftRoleName(shift),
          ),
        },
  inactive: (person) =>
    person.isActive
      ? null
      : {
          forPerson: ELIGIBILITY_MESSAGES.inactive,
          forManager: ELIGIBILITY_MANAGER_MESSAGES.inactive(person.name),
        },
  unverified: (person) =>
    person.isVerified
      ? null
      : {
          forPerson: ELIGIBILITY_MESSAGES.unverified,
          forManager: ELIGIBILITY_MANAGER_MESSAGES.unverified(person.name),
        },
  // Issue #27 §3: the credentials the shift needs, current on its local date and verified
  // where the organization's check applies; the first one missing is named.
  credentials: (person, shift, { now, credentials }) => {
    const [first] = credentialShortfalls(person, shift, credentials, now);
    return first
      ? {
          forPerson: shortfallForPerson(first),
          forManager: shortfallForManager(first, person.name),
        }
      : null;
  },
  // DESIGN §8: one person is never confirmed on two shifts whose hours meet.
  booked: (_person, shift, { confirmedSpans }) => {
    const hours = { start: shift.startsAt, end: shift.endsAt };
    return confirmedSpans.some((span) => spansMeet(span, hours))
      ? { forPerson: ELIGIBILITY_MESSAGES.booked, forManager: REQUEST_MESSAGES.overlapping }
      : null;
  },
  // SPEC §10.1: the shift's organization's own people, and those open to other organizations.
  'other-organization': (person, shift) =>
    person.organizationId === shift.organizationId || isOpenToOtherOrganizations(person)
      ? null
      : {
          forPerson: ELIGIBILITY_MESSAGES.otherOrganization,
          forManager: ELIGIBILITY_MANAGER_MESSAGES.otherOrganization(person.name),
        },
};

/**
 * Issue #24 §1: every reason the person may not work the shift, in ELIGIBILITY_REASONS' order;
 * none when they may. Requesting, offering, confirming, assigning, the Assign picker, new-shift
 * alerts and the shift page's 'why not' all ask this.
 */
export function eligibility(
  person: EligibilityPerson,
  shift: EligibilityShift,
  context: EligibilityContext,
): EligibilityReason[] {
  return ELIGIBILITY_REASONS.flatMap((code) => {
    const texts = ELIGIBILITY_RULES[code](person, shift, context);
    return texts ? [{ code, ...texts }] : [];
  });
}

/**
 * A request's buttons (requestActions) once its person may not work the shift: no Offer Shift
 * and no Accept Offer, which the server would refuse; declining and withdrawing stay.
 */
export function eligibleRequestActions(
  actions: readonly RequestAction[],
  notEligible: readonly unknown[],
): RequestAction[] {
  if (notEligible.length === 0) return [...actions];
  return actions.filter((action) => action !== 'offer' && action !== 'confirm');
}
