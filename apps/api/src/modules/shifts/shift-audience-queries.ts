import {
  boundingBox,
  jobTitlesFitting,
  matchShift,
  TRAVEL_RADIUS_OPTIONS,
  type MatchShift,
} from '@chairside/domain';
import { and, between, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { locations, organizations, shifts, users } from '../../db/schema.ts';
import { shiftsWithOrganization } from '../../lib/shift-place-queries.ts';
import { loadEligibilityContexts } from './eligibility-loader.ts';
import { eligibilityPersonColumns } from './eligibility-queries.ts';

/** A shift as matching reads it, with its id so its own requests never count as a clash. */
export interface AudienceShift extends MatchShift {
  id: number;
}

/**
 * A shift with its location's organization and place, for deciding who hears of it. A
 * platform-wide lookup: the caller (the notifications of a shift just posted or reopened)
 * acts for the system, not for a signed-in user.
 */
export async function findShiftForAudienceAcrossOrganizations(
  db: Executor,
  shiftId: number,
): Promise<AudienceShift | null> {
  const [row] = await shiftsWithOrganization(db, {
    id: shifts.id,
    position: shifts.position,
    specialty: shifts.specialty,
    organizationId: locations.organizationId,
    lat: locations.latitude,
    lng: locations.longitude,
    startsAt: shifts.startsAt,
    endsAt: shifts.endsAt,
    timezone: shifts.timezone,
    stateCode: locations.stateCode,
    credentialChecks: organizations.credentialChecks,
    confirmed: sql<number>`(select count(*)::int from shift_requests r
      where r.shift_id = ${shifts.id} and r.status = 'Confirmed' and not r.declined)`,
  }).where(eq(shifts.id, shiftId));
  if (!row) return null;
  const { lat, lng, ...shift } = row;
  return { ...shift, location: { lat, lng } };
}

/** The widest travel radius: no home outside this box around a location can reach it. */
const WIDEST_RADIUS_MILES = Math.max(...TRAVEL_RADIUS_OPTIONS);

/**
 * Issue #14 §1: the people a shift is for. SQL narrows, for speed, to active, verified
 * professionals whose job title fits, who belong to the shift's organization or are open to
 * others and live inside the widest radius's box around it; the one eligibility loader reads
 * their bookings and credentials, and the domain's matchShift (eligibility, then their own
 * radius and weekdays) decides each (issue #24 §1): so those the credentials rule would refuse
 * hear of nothing (issue #27 §3).
 */
export async function findPeopleToNotifyAcrossOrganizations(db: Executor, shift: AudienceShift) {
  return (await audienceAfter(db, shift, 0, null)).people;
}

/**
 * A window of the people a shift is for, for the fan-out worker's slices (DESIGN §6): of the
 * first `limit` people SQL narrows to after person `afterId` (by id), those it is for.
 * `through` is the last of those candidates, up to whom the window is complete; null when the
 * candidates ran out (no one after the window).
 */
export async function findPeopleToNotifyAfterAcrossOrganizations(
  db: Executor,
  shift: AudienceShift,
  window: { afterId: number; limit: number },
): Promise<{ people: Audience; through: number | null }> {
  return audienceAfter(db, shift, window.afterId, window.limit);
}

export type Audience = Awaited<ReturnType<typeof audienceAfter>>['people'];

async function audienceAfter(
  db: Executor,
  shift: AudienceShift,
  afterId: number,
  limit: number | null,
) {
  const titles = jobTitlesFitting(shift);
  if (titles.length === 0) return { people: [], through: null };
  const box = boundingBox(shift.location, WIDEST_RADIUS_MILES);
  const candidates = db
    .select({
      ...eligibilityPersonColumns,
      email: users.email,
      phoneNumber: users.phoneNumber,
      homeLatitude: users.homeLatitude,
      homeLongitude: users.homeLongitude,
      travelRadiusMiles: users.travelRadiusMiles,
      weekdays: users.availableWeekdays,
    })
    .from(users)
    .where(
      and(
        gt(users.id, afterId),
        eq(users.position, 'employee'),
        eq(users.isActive, true),
        isNotNull(users.emailVerifiedAt),
        inArray(users.jobTitle, titles),
        or(
          eq(users.organizationId, shift.organizationId),
          and(
            or(isNull(users.organizationId), eq(users.openToOtherOrganizations, true)),
            between(users.homeLatitude, box.minLat, box.maxLat),
            between(users.homeLongitude, box.minLng, box.maxLng),
          ),
        ),
      ),
    )
    .orderBy(users.id);
  const rows = limit === null ? await candidates : await candidates.limit(limit);
  const now = new Date();
  const contextOf = await loadEligibilityContexts(db, shift, rows, now);
  const people = rows
    .filter(({ homeLatitude, homeLongitude, ...person }) => {
      const home =
        homeLatitude === null || homeLongitude === null
          ? null
          : { lat: homeLatitude, lng: homeLongitude };
      const { confirmedSpans, credentials } = contextOf(person.id);
      return matchShift({ ...person, home, confirmedSpans, credentials }, shift, now).fits;
    })
    .map(({ id, name, email, phoneNumber }) => ({ id, name, email, phoneNumber }));
  const through = limit !== null && rows.length === limit ? rows[rows.length - 1].id : null;
  return { people, through };
}
