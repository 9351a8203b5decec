import {
  eligibility,
  ELIGIBILITY_REASONS,
  type EligibilityPerson,
  type EligibilityShift,
} from './eligibility.ts';
import type { HeldCredential } from './credential-needs.ts';
import { haversineMiles, type LatLng } from './geo.ts';
import type { TimeSpan } from './shift-coverage.ts';
import { localDateOf } from './zoned-time.ts';

/** What matching reads of a person: what eligibility reads, their work profile and bookings. */
export interface MatchCandidate extends EligibilityPerson {
  /** The geocoded home ZIP code; null before the work profile is saved. */
  home: LatLng | null;
  travelRadiusMiles: number;
  /** 0 = Sunday; empty means any day. */
  weekdays: readonly number[];
  /** The hours of their live confirmed requests on other shifts. */
  confirmedSpans: readonly TimeSpan[];
  /** The licenses and certificates they hold (issue #27). */
  credentials: readonly HeldCredential[];
}

/** What matching reads of a shift: what eligibility reads (its clock among it) and its place. */
export interface MatchShift extends EligibilityShift {
  location: LatLng;
}

/** Why a shift is not for a person: eligibility's reasons first, then their work profile's. */
export const SHIFT_MISFITS = [...ELIGIBILITY_REASONS, 'weekday', 'too-far'] as const;
export type ShiftMisfit = (typeof SHIFT_MISFITS)[number];

export type ShiftFit = { fits: true } | { fits: false; reason: ShiftMisfit };

/** The weekday (0 = Sunday) of the shift's start on its location's clocks. */
export function shiftWeekday(shift: Pick<MatchShift, 'startsAt' | 'timezone'>): number {
  return new Date(`${localDateOf(shift.startsAt, shift.timezone)}T00:00:00Z`).getUTCDay();
}

function misfit(person: MatchCandidate, shift: MatchShift, now: Date): ShiftMisfit | null {
  const { confirmedSpans, credentials } = person;
  const [first] = eligibility(person, shift, { now, confirmedSpans, credentials });
  if (first) return first.code;
  if (person.weekdays.length > 0 && !person.weekdays.includes(shiftWeekday(shift)))
    return 'weekday';
  if (person.organizationId === shift.organizationId) return null;
  if (!person.home || haversineMiles(person.home, shift.location) > person.travelRadiusMiles)
    return 'too-far';
  return null;
}

/**
 * Issue #14 §1: whether a person should hear of a shift. They may work it (eligibility: an open,
 * not started shift; their job title fits; active and verified; not confirmed on a shift whose
 * hours meet it; holding the credentials it needs (issue #27); of its organization or open to
 * others), they are free on its weekday (when
 * they named any), and a shift of another organization lies within their travel radius of home.
 * A misfit names the first rule that fails.
 */
export function matchShift(person: MatchCandidate, shift: MatchShift, now: Date): ShiftFit {
  const reason = misfit(person, shift, now);
  return reason ? { fits: false, reason } : { fits: true };
}
