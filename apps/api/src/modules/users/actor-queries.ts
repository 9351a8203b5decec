import type { Actor } from '@chairside/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export interface SignedInUser extends Actor {
  email: string;
  name: string;
  isActive: boolean;
}

/** The token's user, loaded fresh on every request so a deactivation takes effect at once. */
export async function findSignedInUser(db: Executor, userId: number): Promise<SignedInUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      position: users.position,
      organizationId: users.organizationId,
      isActive: users.isActive,
      locationIds: sql<number[]>`coalesce(
        (select array_agg(ul.location_id order by ul.location_id) from user_locations ul where ul.user_id = "users"."id"),
        '{}'::int[])`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
