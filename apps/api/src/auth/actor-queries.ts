import type { JobTitle } from '@chairside/domain';
import { eq, sql } from 'drizzle-orm';
import { preparedPerExecutor, type Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { SignedInUser } from './actor.ts';

/** Runs on every authenticated request, so it is a prepared statement. */
const signedInUserQuery = preparedPerExecutor((db) =>
  db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      jobTitle: sql<JobTitle>`${users.jobTitle}`,
      position: users.position,
      organizationId: users.organizationId,
      isActive: users.isActive,
      tokenVersion: users.tokenVersion,
      locationIds: sql<number[]>`coalesce(
        (select array_agg(ul.location_id order by ul.location_id) from user_locations ul where ul.user_id = "users"."id"),
        '{}'::int[])`,
      // The change counter behind what they can see (their organization's; for an independent,
      // who sees every organization's shifts, the sum of all), read here so that a revalidated
      // answer's tag (conditional-get.ts) costs no second round trip.
      dataVersion: sql<string>`(case when "users"."organization_id" is null
        then (select coalesce(sum(dv.version), 0) from data_versions dv)
        else (select coalesce(sum(dv.version), 0) from data_versions dv where dv.organization_id = "users"."organization_id")
        end)::text`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('signed_in_user'),
);

/**
 * The token's user, loaded fresh on every request so a deactivation takes effect at once
 * (DESIGN §5); no cache, however short, would keep that promise across several API instances.
 * Unscoped on purpose: it is who is asking (authenticate.ts) or who granted an invite, never
 * an answer to a route.
 */
export async function findSignedInUser(db: Executor, userId: number): Promise<SignedInUser | null> {
  const [row] = await signedInUserQuery(db).execute({ userId });
  return row ?? null;
}
