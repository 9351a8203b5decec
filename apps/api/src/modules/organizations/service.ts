import {
  canBrowseOrganizations,
  canCreateOrganization,
  canViewOrganization,
  type CreateOrganizationPayload,
} from '@chairside/domain';
import type { SignedInUser } from '../../auth/actor.ts';
import type { AppContext } from '../../context.ts';
import { assertCan } from '../../lib/errors.ts';
import { scopedList, scopedOptions, visibleDetail } from '../../lib/scoped-reads.ts';
import { assertZipInState } from '../../lib/geocode.ts';
import {
  findVisibleOrganization,
  insertOrganization,
  listOrganizations,
  organizationOptions,
} from './queries.ts';

export const list = scopedList(canBrowseOrganizations, listOrganizations);

export const detail = visibleDetail(canViewOrganization, findVisibleOrganization);

/** Everyone may pick among the organizations they can see (the shifts filter needs it too). */
export const dropdown = scopedOptions(organizationOptions);

export async function create(
  ctx: AppContext,
  actor: SignedInUser,
  payload: CreateOrganizationPayload,
) {
  assertCan(canCreateOrganization(actor));
  assertZipInState(payload);
  const id = await insertOrganization(ctx.db, payload);
  return findVisibleOrganization(ctx.db, actor, id);
}
