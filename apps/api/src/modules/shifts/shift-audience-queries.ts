import {
  boundingBox,
  jobTitlesFitting,
  matchShift,
  TRAVEL_RADIUS_OPTIONS,
  type MatchShift,
} from '@chairside/domain';
import { and, between, eq, exists, inArray, isNotNull, isNull, not, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { locations, shiftRequests, shifts, users } from '../../db/schema.ts';
import { confirmedElsewhereMeeting } from './queries.ts';

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
  const [row] = await db
    .select({
      id: shifts.id,
      position: shifts.position,
      specialty: shifts.specialty,
      organizationId: locations.organizationId,
      lat: locations.latitude,
      lng: locations.longitude,
      startsAt: shifts.startsAt,
      endsAt: shifts.endsAt,
      timezone: shifts.timezone,
    })
    .from(shifts)
    .innerJoin(locations, eq(locations.id, shifts.locationId))
    .where(eq(shifts.id, shiftId));
  if (!row) return null;
  const { lat, lng, ...shift } = row;
  return { ...shift, location: { lat, lng } };
}

/** The widest travel radius: no home outside this box around a location can reach it. */
const WIDEST_RADIUS_MILES = Math.max(...TRAVEL_RADIUS_OPTIONS);

/** The person's live confirmed request on another shift whose hours meet `shift`'s. */
function bookedDuring(db: Executor, shift: AudienceShift) {
  return exists(
    db
      .select({ id: shiftRequests.id })
      .from(shiftRequests)
      .innerJoin(shifts, eq(shifts.id, shiftRequests.shiftId))
      .where(and(eq(shiftRequests.employeeId, users.id), confirmedElsewhereMeeting(shift))),
  );
}

/**
 * Issue #14 §1: the people a shift is for. SQL narrows to active, verified professionals whose
 * job title fits, who belong to the shift's organization or are open to others and live inside
 * the widest radius's box around it, and who are not booked at that time; the domain's
 * matchShift then decides each (their own radius and weekdays).
 */
export async function findPeopleToNotifyAcrossOrganizations(db: Executor, shift: AudienceShift) {
  const titles = jobTitlesFitting(shift);
  if (titles.length === 0) return [];
  const box = boundingBox(shift.location, WIDEST_RADIUS_MILES);
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phoneNumber: users.phoneNumber,
      jobTitle: users.jobTitle,
      isActive: users.isActive,
      organizationId: users.organizationId,
      openToOtherOrganizations: users.openToOtherOrganizations,
      homeLatitude: users.homeLatitude,
      homeLongitude: users.homeLongitude,
      travelRadiusMiles: users.travelRadiusMiles,
      weekdays: users.availableWeekdays,
    })
    .from(users)
    .where(
      and(
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
        not(bookedDuring(db, shift)),
      ),
    )
    .orderBy(users.id);
  return rows
    .filter(({ homeLatitude, homeLongitude, ...person }) => {
      const home =
        homeLatitude === null || homeLongitude === null
          ? null
          : { lat: homeLatitude, lng: homeLongitude };
      // The SQL kept only the verified and the unbooked.
      return matchShift({ ...person, home, isVerified: true, confirmedSpans: [] }, shift).fits;
    })
    .map(({ id, name, email, phoneNumber }) => ({ id, name, email, phoneNumber }));
}
