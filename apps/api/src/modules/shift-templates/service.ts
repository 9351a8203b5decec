import {
  canManageShiftTemplates,
  SHIFT_TEMPLATE_MESSAGES,
  type ShiftTemplate,
  type ShiftTemplateValues,
} from '@chairside/domain';
import type { SignedInUser } from '../../auth/actor.ts';
import type { AppContext } from '../../context.ts';
import { assertCan, assertFound, conflictOnUnique } from '../../lib/errors.ts';
import { findShiftLocation } from '../shifts/index.ts';
import {
  deleteTemplate,
  findLocationTemplate,
  insertTemplate,
  listLocationTemplates,
  updateTemplate,
} from './queries.ts';

/**
 * The location as its managers see it: 404 beyond the actor's organization, 403 for those who
 * see it but may not post shifts there (issue #16 §1).
 */
async function managedLocation(ctx: AppContext, actor: SignedInUser, locationId: number) {
  const location = await findShiftLocation(ctx.db, actor, locationId);
  assertCan(
    canManageShiftTemplates(actor, { locationId: location.id }),
    SHIFT_TEMPLATE_MESSAGES.notManagedLocation,
  );
  return location;
}

async function managedTemplate(
  ctx: AppContext,
  actor: SignedInUser,
  locationId: number,
  templateId: number,
) {
  const location = await managedLocation(ctx, actor, locationId);
  return assertFound(
    await findLocationTemplate(ctx.db, location, templateId),
    SHIFT_TEMPLATE_MESSAGES.notFound,
  );
}

/** The unique index on (location, lower(name)) decides a name clash, races included. */
function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  return conflictOnUnique(SHIFT_TEMPLATE_MESSAGES.duplicateName, write);
}

export async function list(
  ctx: AppContext,
  actor: SignedInUser,
  locationId: number,
): Promise<ShiftTemplate[]> {
  const location = await managedLocation(ctx, actor, locationId);
  return listLocationTemplates(ctx.db, location);
}

export async function create(
  ctx: AppContext,
  actor: SignedInUser,
  locationId: number,
  values: ShiftTemplateValues,
): Promise<ShiftTemplate> {
  await managedLocation(ctx, actor, locationId);
  return uniqueName(() => insertTemplate(ctx.db, locationId, values));
}

export async function update(
  ctx: AppContext,
  actor: SignedInUser,
  ids: { locationId: number; templateId: number },
  values: ShiftTemplateValues,
): Promise<ShiftTemplate> {
  const template = await managedTemplate(ctx, actor, ids.locationId, ids.templateId);
  return uniqueName(() => updateTemplate(ctx.db, template.id, values));
}

export async function remove(
  ctx: AppContext,
  actor: SignedInUser,
  ids: { locationId: number; templateId: number },
): Promise<void> {
  const template = await managedTemplate(ctx, actor, ids.locationId, ids.templateId);
  await deleteTemplate(ctx.db, template.id);
}
