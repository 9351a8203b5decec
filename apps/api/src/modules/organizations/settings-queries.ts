import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { organizations } from '../../db/schema.ts';
import { assertFound } from '../../lib/errors.ts';

/** An organization's settings; the caller has checked the actor's reach. */
export async function findOrganizationSettings(db: Executor, organizationId: number) {
  const [row] = await db
    .select({
      organizationId: organizations.id,
      offerResponseHours: organizations.offerResponseHours,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return assertFound(row);
}

export async function updateOrganizationSettings(
  db: Executor,
  organizationId: number,
  settings: { offerResponseHours: number },
) {
  await db.update(organizations).set(settings).where(eq(organizations.id, organizationId));
}
