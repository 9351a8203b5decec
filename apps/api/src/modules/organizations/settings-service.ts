import { canEditOrganizationSettings, type OrganizationSettingsPayload } from '@chairside/domain';
import type { SignedInUser } from '../../auth/actor.ts';
import type { AppContext } from '../../context.ts';
import { assertCan } from '../../lib/errors.ts';
import { assertReachable } from '../../lib/scope.ts';
import { findOrganizationSettings, updateOrganizationSettings } from './settings-queries.ts';

/** Out of reach reads as missing (404); within reach, only its admins and managers (403). */
function assertMayEdit(actor: SignedInUser, organizationId: number) {
  assertReachable(actor, organizationId);
  assertCan(canEditOrganizationSettings(actor, organizationId));
}

export async function settings(ctx: AppContext, actor: SignedInUser, organizationId: number) {
  assertMayEdit(actor, organizationId);
  return findOrganizationSettings(ctx.db, actor, organizationId);
}

export async function updateSettings(
  ctx: AppContext,
  actor: SignedInUser,
  organizationId: number,
  payload: OrganizationSettingsPayload,
) {
  assertMayEdit(actor, organizationId);
  await findOrganizationSettings(ctx.db, actor, organizationId);
  await updateOrganizationSettings(ctx.db, organizationId, payload);
  return findOrganizationSettings(ctx.db, actor, organizationId);
}
