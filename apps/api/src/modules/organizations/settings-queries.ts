import type { Actor, OrganizationSettingsPayload } from '@chairside/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { organizations } from '../../db/schema.ts';
import { visibleOrNotFound } from '../../lib/scope.ts';

/** An organization's settings, when the actor may reach it; else NotFoundError. */
export async function findOrganizationSettings(db: Executor, actor: Actor, organizationId: number) {
  const [row] = await db
    .select({
      organizationId: organizations.id,
      offerResponseHours: organizations.offerResponseHours,
      credentialChecks: organizations.credentialChecks,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return visibleOrNotFound(actor, row);
}

export async function updateOrganizationSettings(
  db: Executor,
  organizationId: number,
  settings: OrganizationSettingsPayload,
) {
  await db.update(organizations).set(settings).where(eq(organizations.id, organizationId));
}
