import { eq, sql } from 'drizzle-orm';
import type { SignedInUser } from '../../auth/actor.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** The signed-in professional's own work profile columns. */
export async function findOwnWorkProfile(db: Executor, actor: SignedInUser) {
  const [row] = await db
    .select({
      homeZip: users.homeZip,
      travelRadiusMiles: users.travelRadiusMiles,
      weekdays: users.availableWeekdays,
      openToOtherOrganizations: users.openToOtherOrganizations,
    })
    .from(users)
    .where(eq(users.id, actor.id));
  return row ?? null;
}

export interface StoredWorkProfile {
  homeZip: string;
  home: { latitude: number; longitude: number };
  travelRadiusMiles: number;
  weekdays: number[];
  openToOtherOrganizations: boolean;
}

export async function updateOwnWorkProfile(
  db: Executor,
  actor: SignedInUser,
  profile: StoredWorkProfile,
) {
  await db
    .update(users)
    .set({
      homeZip: profile.homeZip,
      homeLatitude: profile.home.latitude,
      homeLongitude: profile.home.longitude,
      travelRadiusMiles: profile.travelRadiusMiles,
      availableWeekdays: profile.weekdays,
      openToOtherOrganizations: profile.openToOtherOrganizations,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, actor.id));
}
