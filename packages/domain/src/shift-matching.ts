import { haversineMiles, type LatLng } from './geo.ts';
import { jobTitleFitsShift, type ShiftRole } from './job-fit.ts';
import type { TimeSpan } from './shift-coverage.ts';
import { localDateOf } from './zoned-time.ts';

/** What matching reads of a person: their title, standing, work profile and bookings. */
export interface MatchCandidate {
  jobTitle: string;
  isActive: boolean;
  /** Their email is verified: an invite not yet completed hears of nothing. */
  isVerified: boolean;
  organizationId: number | null;
  openToOtherOrganizations: boolean;
  /** The geocoded home ZIP code; null before the work profile is saved. */
  home: LatLng | null;
  travelRadiusMiles: number;
  /** 0 = Sunday; empty means any day. */
  weekdays: readonly number[];
  /** The hours of their live confirmed requests on other shifts. */
  confirmedSpans: readonly TimeSpan[];
}

/** What matching reads of a shift. */
export interface MatchShift extends ShiftRole {
  organizationId: number;
  location: LatLng;
  startsAt: Date;
  endsAt: Date;
  timezone: string;
}

/** Why a shift is not for a person, in the order the rule checks them. */
export const SHIFT_MISFITS = [
  'job-title',
  'inactive',
  'unverified',
  'booked',
  'weekday',
  'other-organization',
  'too-far',
] as const;
export type ShiftMisfit = (typeof SHIFT_MISFITS)[number];

export type ShiftFit = { fits: true } | { fits: false; reason: ShiftMisfit };

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

/** The weekday (0 = Sunday) of the shift's start on its location's clocks. */
export function shiftWeekday(shift: Pick<MatchShift, 'startsAt' | 'timezone'>): number {
  return new Date(`${localDateOf(shift.startsAt, shift.timezone)}T00:00:00Z`).getUTCDay();
}

function misfit(person: MatchCandidate, shift: MatchShift): ShiftMisfit | null {
  if (!jobTitleFitsShift(person.jobTitle, shift)) return 'job-title';
  if (!person.isActive) return 'inactive';
  if (!person.isVerified) return 'unverified';
  const hours = { start: shift.startsAt, end: shift.endsAt };
  if (person.confirmedSpans.some((span) => spansMeet(span, hours))) return 'booked';
  if (person.weekdays.length > 0 && !person.weekdays.includes(shiftWeekday(shift)))
    return 'weekday';
  if (person.organizationId === shift.organizationId) return null;
  if (!isOpenToOtherOrganizations(person)) return 'other-organization';
  if (!person.home || haversineMiles(person.home, shift.location) > person.travelRadiusMiles)
    return 'too-far';
  return null;
}

/**
 * Issue #14 §1: whether a person should hear of a shift. Their job title fits its position,
 * they are active and verified, not confirmed on a shift whose hours meet it, free on its
 * weekday (when they named any), and either of its organization or open to others with the
 * location within their travel radius of home. A misfit names the first rule that fails.
 */
export function matchShift(person: MatchCandidate, shift: MatchShift): ShiftFit {
  const reason = misfit(person, shift);
  return reason ? { fits: false, reason } : { fits: true };
}
