import { addDaysToDate } from './calendar-range.ts';
import type { ShiftPosition } from './constants.ts';
import {
  CREDENTIAL_EXPIRING_DAYS,
  CREDENTIAL_LABELS,
  CREDENTIAL_REMINDER_DAYS,
  type CredentialCheck,
  type CredentialChip,
  type CredentialType,
} from './credentials.ts';
import { CREDENTIAL_MANAGER_MESSAGES, CREDENTIAL_NEED_MESSAGES } from './messages/eligibility.ts';
import { localDateOf } from './zoned-time.ts';

/** One credential a shift needs: its type and, for a state's license, the location's state. */
export interface CredentialNeed {
  type: CredentialType;
  stateCode: string | null;
}

/** A credential as the rules read it: `expiresOn` is 'YYYY-MM-DD', valid through that date. */
export interface HeldCredential {
  type: CredentialType;
  stateCode: string | null;
  expiresOn: string;
  verified: boolean;
}

/** What the rules read of a shift: its position, its location's state and clock, its organization's check. */
export interface CredentialShift {
  position: string;
  organizationId: number;
  startsAt: Date;
  /** The location's time zone: the shift's date is its local date there. */
  timezone: string;
  /** The location's US state, whose licenses count. */
  stateCode: string;
  /** The organization's setting `credentialChecks` (issue #27 §1). */
  credentialChecks: CredentialCheck;
}

/**
 * The states where a dental assistant needs a radiography credential to take X-rays (issue #27
 * §1): the demo's states and a few more, each with its source. A state not listed asks none.
 */
const RADIOGRAPHY_STATES: readonly string[] = [
  // Arizona: a Certified Dental Radiographic Technician (A.R.S. §32-2811, A.A.C. R4-11-701);
  // https://danb.org/state-requirements/arizona-radiography
  'AZ',
  // California: a Radiation Safety certificate (Bus. & Prof. Code §1656, 16 CCR §1014);
  // https://danb.org/state-requirements/california-radiography
  'CA',
  // Colorado: 8.5 hours of approved radiation training or DANB's RHS (3 CCR 709-1 Rule 1.4);
  // https://danb.org/state-requirements/colorado-radiography
  'CO',
  // Florida: Board-approved radiography training (Fla. Admin. Code 64B5-9.011);
  // https://danb.org/state-requirements/florida-radiography
  'FL',
  // Illinois: Board-approved radiography training (225 ILCS 25/17, 68 Ill. Adm. Code 1220.245);
  // https://danb.org/state-requirements/illinois-radiography
  'IL',
  // New York: only a licensed (certified) dental assistant takes X-rays (Educ. Law §6608);
  // https://danb.org/state-requirements/new-york-radiography
  'NY',
  // Texas: a Registration Certificate in Dental Radiology (Tex. Occ. Code §265.005);
  // https://danb.org/state-requirements/texas-radiography
  'TX',
];

/** Whether a dental assistant in `stateCode` needs a radiography credential to take X-rays. */
export function radiographyRequired(stateCode: string): boolean {
  return RADIOGRAPHY_STATES.includes(stateCode);
}

const CPR: CredentialNeed = { type: 'cpr_bls', stateCode: null };
const ofState = (type: CredentialType, stateCode: string): CredentialNeed => ({ type, stateCode });
const assistantNeeds = (stateCode: string) =>
  radiographyRequired(stateCode) ? [ofState('radiography', stateCode), CPR] : [CPR];

/**
 * Issue #27 §1: what a shift needs, by its position and its location's state. Every clinical
 * position a current CPR/BLS card; a Hygienist shift the state's hygiene license, a Doctor shift
 * its dental license, a Dental Assistant shift its radiography credential where the state asks
 * one to take X-rays. Front Desk needs nothing. The state's credential comes first.
 */
const NEEDS_BY_POSITION: Record<ShiftPosition, (stateCode: string) => CredentialNeed[]> = {
  Hygienist: (stateCode) => [ofState('hygiene_license', stateCode), CPR],
  Doctor: (stateCode) => [ofState('dentist_license', stateCode), CPR],
  'Dental Assistant-General Practice': assistantNeeds,
  'Dental Assistant-Specialty': assistantNeeds,
  'Front Desk': () => [],
};

/** What a shift of `position` in `stateCode` needs (NEEDS_BY_POSITION; nothing for any other). */
export function credentialNeeds(position: string, stateCode: string): CredentialNeed[] {
  return Object.hasOwn(NEEDS_BY_POSITION, position)
    ? NEEDS_BY_POSITION[position as ShiftPosition](stateCode)
    : [];
}

/**
 * Whether the organization's check applies to the person (issue #27 §1): 'off' to no one,
 * 'outsideProfessionals' to independents and other organizations' staff, 'everyone' to all.
 * Where it does not apply, nothing is asked of their credentials.
 */
export function credentialCheckApplies(
  check: CredentialCheck,
  person: { organizationId: number | null },
  shift: { organizationId: number },
): boolean {
  if (check === 'off') return false;
  return check === 'everyone' || person.organizationId !== shift.organizationId;
}

/** A need as the texts name it: 'Dental Hygiene License for CA', 'CPR/BLS Certification'. */
export function credentialNeedName(need: CredentialNeed): string {
  const label = CREDENTIAL_LABELS[need.type];
  return need.stateCode ? `${label} for ${need.stateCode}` : label;
}

/**
 * Why a need is not met: none held; held but expiring before the shift's date ('expires', or
 * 'expired' once that date is past today); valid on that date but not verified.
 */
export type CredentialShortfall =
  | { need: CredentialNeed; kind: 'missing' }
  | { need: CredentialNeed; kind: 'expires' | 'expired'; expiresOn: string }
  | { need: CredentialNeed; kind: 'unverified' };

/** The day a credential is checked on, and today, both on the location's calendar. */
interface CheckDates {
  shiftDate: string;
  today: string;
}

function checkDates(shift: CredentialShift, now: Date): CheckDates {
  return {
    shiftDate: localDateOf(shift.startsAt, shift.timezone),
    today: localDateOf(now, shift.timezone),
  };
}

const latestFirst = (a: HeldCredential, b: HeldCredential) =>
  b.expiresOn.localeCompare(a.expiresOn);

/** A need against what is held: the credential that meets it, or why none does. */
function meet(
  need: CredentialNeed,
  held: readonly HeldCredential[],
  { shiftDate, today }: CheckDates,
): { met: HeldCredential } | { shortfall: CredentialShortfall } {
  const ofType = held
    .filter((credential) => credential.type === need.type)
    .filter((credential) => need.stateCode === null || credential.stateCode === need.stateCode)
    .sort(latestFirst);
  // A license printed to expire on Oct 31 covers a shift on Oct 31 and not one on Nov 1.
  const valid = ofType.filter((credential) => credential.expiresOn >= shiftDate);
  const verified = valid.find((credential) => credential.verified);
  if (verified) return { met: verified };
  if (valid.length > 0) return { shortfall: { need, kind: 'unverified' } };
  const [latest] = ofType;
  if (!latest) return { shortfall: { need, kind: 'missing' } };
  const kind = latest.expiresOn < today ? 'expired' : 'expires';
  return { shortfall: { need, kind, expiresOn: latest.expiresOn } };
}

/** The needs the organization's check asks of this person for this shift (none where it does not apply). */
function checkedNeeds(person: { organizationId: number | null }, shift: CredentialShift) {
  return credentialCheckApplies(shift.credentialChecks, person, shift)
    ? credentialNeeds(shift.position, shift.stateCode)
    : [];
}

/**
 * Issue #27 §1, §3: what the person lacks to work the shift, need by need in credentialNeeds'
 * order; none when they hold everything (current on the shift's local date and verified) or
 * when the organization's check does not apply to them.
 */
export function credentialShortfalls(
  person: { organizationId: number | null },
  shift: CredentialShift,
  held: readonly HeldCredential[],
  now: Date,
): CredentialShortfall[] {
  const dates = checkDates(shift, now);
  return checkedNeeds(person, shift).flatMap((need) => {
    const answer = meet(need, held, dates);
    return 'shortfall' in answer ? [answer.shortfall] : [];
  });
}

/** A printed expiry date as the texts say it: 'Oct 31, 2026'. */
export function formatCredentialDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

/** One shortfall in the person's words (issue #27 §3). */
export function shortfallForPerson(shortfall: CredentialShortfall): string {
  const name = credentialNeedName(shortfall.need);
  switch (shortfall.kind) {
    case 'missing':
      return CREDENTIAL_NEED_MESSAGES.missing(name);
    case 'unverified':
      return CREDENTIAL_NEED_MESSAGES.unverified(name);
    default:
      return CREDENTIAL_NEED_MESSAGES[shortfall.kind](
        name,
        formatCredentialDate(shortfall.expiresOn),
      );
  }
}

/** One shortfall for a manager, naming the person (issue #27 §3). */
export function shortfallForManager(shortfall: CredentialShortfall, personName: string): string {
  const name = credentialNeedName(shortfall.need);
  switch (shortfall.kind) {
    case 'missing':
      return CREDENTIAL_MANAGER_MESSAGES.missing(personName, name);
    case 'unverified':
      return CREDENTIAL_MANAGER_MESSAGES.unverified(personName, name);
    default:
      return CREDENTIAL_MANAGER_MESSAGES[shortfall.kind](
        personName,
        name,
        formatCredentialDate(shortfall.expiresOn),
      );
  }
}

/** What one shortfall asks for, as the shift page's list says it. */
function shortfallNeed(shortfall: CredentialShortfall, shiftDate: string): string {
  const name = credentialNeedName(shortfall.need);
  if (shortfall.kind === 'missing') return CREDENTIAL_NEED_MESSAGES.needCurrent(name);
  if (shortfall.kind === 'unverified') return CREDENTIAL_NEED_MESSAGES.needVerified(name);
  return CREDENTIAL_NEED_MESSAGES.needValidOn(name, formatCredentialDate(shiftDate));
}

/** 'a, b and c'. */
function listed(items: string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * The shift page's line before a professional tries (issue #27 §3): 'To work this shift you need
 * a current CPR/BLS Certification and your Dental Hygiene License for CA verified'; null when
 * nothing is missing.
 */
export function credentialShortfallNote(
  shortfalls: readonly CredentialShortfall[],
  shift: Pick<CredentialShift, 'startsAt' | 'timezone'>,
): string | null {
  if (shortfalls.length === 0) return null;
  const shiftDate = localDateOf(shift.startsAt, shift.timezone);
  return CREDENTIAL_NEED_MESSAGES.toWork(
    listed(shortfalls.map((s) => shortfallNeed(s, shiftDate))),
  );
}

/**
 * Issue #27 §3: a person's credential state for one shift, the chip of the manager's request
 * list and the Assign picker. 'missing' when a need has no credential valid on the shift's date,
 * 'unverified' when one is not verified, 'expiring' when all are met but one expires within
 * CREDENTIAL_EXPIRING_DAYS of today, else 'verified'; null when the shift needs nothing or the
 * organization's check does not apply to the person (nothing is asked of them).
 */
export function credentialChipFor(
  person: { organizationId: number | null },
  shift: CredentialShift,
  held: readonly HeldCredential[],
  now: Date,
): CredentialChip | null {
  const needs = checkedNeeds(person, shift);
  if (needs.length === 0) return null;
  const dates = checkDates(shift, now);
  const answers = needs.map((need) => meet(need, held, dates));
  const kinds = answers.flatMap((answer) => ('shortfall' in answer ? [answer.shortfall.kind] : []));
  if (kinds.some((kind) => kind !== 'unverified')) return 'missing';
  if (kinds.length > 0) return 'unverified';
  const soon = addDaysToDate(dates.today, CREDENTIAL_EXPIRING_DAYS);
  const expiring = answers.some((answer) => 'met' in answer && answer.met.expiresOn <= soon);
  return expiring ? 'expiring' : 'verified';
}

/**
 * Issue #27 §5: the expiry reminder due for a credential today, in days before its expiry: the
 * nearest of CREDENTIAL_REMINDER_DAYS not yet passed (20 days ahead: the 30-day one; 5 days
 * ahead: the 7-day one, the 30-day one being past); null beyond the farthest, or once expired.
 */
export function dueCredentialReminder(expiresOn: string, today: string): number | null {
  if (expiresOn < today) return null;
  const due = CREDENTIAL_REMINDER_DAYS.filter((days) => addDaysToDate(today, days) >= expiresOn);
  return due.length > 0 ? Math.min(...due) : null;
}
