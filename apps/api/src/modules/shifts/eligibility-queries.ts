import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { credentials, shiftRequests, shifts, users } from '../../db/schema.ts';
import { confirmedElsewhereMeeting, type LockedShift } from './queries.ts';

/** What eligibility reads of a person (EligibilityPerson), with their id: every caller selects it. */
export const eligibilityPersonColumns = {
  id: users.id,
  name: users.name,
  jobTitle: users.jobTitle,
  isActive: users.isActive,
  isVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
  organizationId: users.organizationId,
  openToOtherOrganizations: users.openToOtherOrganizations,
};

/**
 * The people a route names, as eligibility reads them: the actor themselves, the people of a
 * shift's requests, or one findAssignablePerson accepted. Unscoped on purpose: the caller found
 * them through a shift or request it may see; never a route's answer as such.
 */
export async function findEligibilityPeople(db: Executor, personIds: number[]) {
  if (personIds.length === 0) return [];
  return db.select(eligibilityPersonColumns).from(users).where(inArray(users.id, personIds));
}

/** findEligibilityPeople for one person; null when there is none. */
export async function findEligibilityPerson(db: Executor, personId: number) {
  const [row] = await findEligibilityPeople(db, [personId]);
  return row ?? null;
}

/**
 * The hours of the live confirmed requests of `personIds` on other shifts whose hours meet
 * `shift`'s (part-shift hours where a request has them): eligibility's bookings, for one person
 * or a whole audience in one read.
 */
export async function findConfirmedSpansMeeting(
  db: Executor,
  personIds: number[],
  shift: Pick<LockedShift, 'id' | 'startsAt' | 'endsAt'>,
) {
  if (personIds.length === 0) return [];
  return db
    .select({
      employeeId: shiftRequests.employeeId,
      start: sql<Date>`coalesce(${shiftRequests.startTime}, ${shifts.startsAt})`.mapWith(
        shifts.startsAt,
      ),
      end: sql<Date>`coalesce(${shiftRequests.endTime}, ${shifts.endsAt})`.mapWith(shifts.endsAt),
    })
    .from(shiftRequests)
    .innerJoin(shifts, eq(shifts.id, shiftRequests.shiftId))
    .where(and(inArray(shiftRequests.employeeId, personIds), confirmedElsewhereMeeting(shift)));
}

/**
 * The credentials of `personIds` as eligibility reads them (issue #27, HeldCredential), for one
 * person or a whole audience in one read: each with its holder, verified when someone verified it.
 */
export async function findHeldCredentials(db: Executor, personIds: number[]) {
  if (personIds.length === 0) return [];
  return db
    .select({
      userId: credentials.userId,
      type: credentials.type,
      stateCode: credentials.stateCode,
      expiresOn: credentials.expiresOn,
      verified: sql<boolean>`${credentials.verifiedAt} is not null`,
    })
    .from(credentials)
    .where(inArray(credentials.userId, personIds));
}
