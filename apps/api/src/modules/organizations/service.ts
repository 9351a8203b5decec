import {
  canCreateOrganization,
  canOpenPage,
  type CreateOrganizationPayload,
  type dropdownQuerySchema,
  type organizationListQuerySchema,
} from '@chairside/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { organizations } from '../../db/schema.ts';
import { assertCan, assertFound } from '../../lib/errors.ts';
import { assertReachable, organizationScope, scopedListQuery } from '../../lib/scope.ts';
import { assertZipInState } from '../locations/geocode.ts';
import type { SignedInUser } from '../users/actor-queries.ts';
import { findOrganization, listOrganizations, organizationOptions } from './queries.ts';

export async function list(
  ctx: AppContext,
  actor: SignedInUser,
  query: z.output<typeof organizationListQuerySchema>,
) {
  assertCan(canOpenPage(actor.position, 'organizations'));
  return listOrganizations(ctx.db, ...scopedListQuery(actor, query));
}

export async function detail(ctx: AppContext, actor: SignedInUser, id: number) {
  assertCan(canOpenPage(actor.position, 'organizations'));
  assertReachable(actor, id);
  return assertFound(await findOrganization(ctx.db, id));
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
  const [row] = await ctx.db
    .insert(organizations)
    .values({
      name: payload.name,
      addressLine1: payload.addressLine1,
      addressLine2: payload.addressLine2,
      city: payload.city,
      stateCode: payload.stateCode,
      zipCode: payload.zipCode,
      countryCode: payload.countryCode,
    })
    .returning({ id: organizations.id });
  return assertFound(await findOrganization(ctx.db, row.id));
}
