import {
  CREDENTIAL_MESSAGES,
  type Actor,
  type CredentialHolder,
  type LiveRequestsOfHolder,
} from '@chairside/domain';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { locations, shiftRequests, shifts, users } from '../../db/schema.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { requestsWithPlace } from '../../lib/shift-place-queries.ts';

/** The person whose credentials are asked for; NotFoundError when there is none. */
export async function findHolder(db: Executor, userId: number): Promise<CredentialHolder> {
  const [row] = await db
    .select({ id: users.id, organizationId: users.organizationId })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new NotFoundError(CREDENTIAL_MESSAGES.notFound);
  return row;
}

/**
 * The holder's live requests as they concern the actor (credential-access.ts): not declined (so
 * asked for, offered or confirmed), on a shift that has not ended, of the actor's organization,
 * and at a location the actor manages. From the person's requests (shift_requests_employee_idx).
 */
export async function liveRequestsOfHolder(
  db: Executor,
  actor: Actor,
  holderId: number,
): Promise<LiveRequestsOfHolder> {
  if (actor.organizationId === null) return { inActorOrganization: false, atActorLocations: false };
  const managed =
    actor.locationIds.length > 0 ? inArray(shifts.locationId, [...actor.locationIds]) : sql`false`;
  const [row] = await requestsWithPlace(db, {
    inActorOrganization: sql<boolean>`count(*) > 0`,
    atActorLocations: sql<boolean>`coalesce(bool_or(${managed}), false)`,
  }).where(
    and(
      eq(shiftRequests.employeeId, holderId),
      eq(shiftRequests.declined, false),
      gt(shifts.endsAt, sql`now()`),
      eq(locations.organizationId, actor.organizationId),
    ),
  );
  return row;
}
