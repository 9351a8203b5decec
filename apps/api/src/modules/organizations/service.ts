import {
  canBrowseOrganizations,
  canCreateOrganization,
  canViewOrganization,
  type CreateOrganizationPayload,
  type dropdownQuerySchema,
  type organizationListQuerySchema,
} from '@chairside/domain';
import type { z } from 'zod';
import type { SignedInUser } from '../../auth/actor.ts';
import type { AppContext } from '../../context.ts';
import { assertCan } from '../../lib/errors.ts';
import { organizationScope, scopedListQuery } from '../../lib/scope.ts';
import { assertZipInState } from '../locations/geocode.ts';
import {
  findVisibleOrganization,
  insertOrganization,
  listOrganizations,
  organizationOptions,
} from './queries.ts';

export async function list(
  ctx: AppContext,
  actor: SignedInUser,
  query: z.output<typeof organizationListQuerySchema>,
) {
  assertCan(canBrowseOrganizations(actor));
  return listOrganizations(ctx.db, ...scopedListQuery(actor, query));
}

export async function detail(ctx: AppContext, actor: SignedInUser, id: number) {
  assertCan(canViewOrganization(actor));
  return findVisibleOrganization(ctx.db, actor, id);
}

/** Everyone may pick among the organizations they can see (the shifts filter needs it too). */
export async function dropdown(
  ctx: AppContext,
  actor: SignedInUser,
  query: z.output<typeof dropdownQuerySchema>,
) {
  return organizationOptions(ctx.db, {
    ...query,
    organizationId: organizationScope(actor, query.organizationId),
  });
}

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
