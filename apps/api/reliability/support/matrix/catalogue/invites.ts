import {
  ACCOUNT_POSITIONS,
  canManageInvites,
  invitableRoles,
  type AccountPosition,
  type Actor,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { expectStatus, inReach } from '../expectations.ts';
import type { MatrixCase, RouteSpec, Table } from '../types.ts';
import type { MatrixWorld, OrgLetter } from '../world.ts';
import { filterCases, fixed, NO_SUCH_ID, organizationFilters, signedIn } from './cases.ts';
import { differs, locationOrganizations, outOfReach, rows } from './stored.ts';

const mayManage = (actor: Actor) => [canManageInvites(actor), 403] as const;

/**
 * API5 through invites: every position, sent for each organization, and a location manager's
 * locations taken from each organization. The invite lands in the caller's own organization
 * (org-bound callers) and only roles up to the caller's rank may be invited (SPEC §6).
 */
function createCases(world: MatrixWorld, actor: Actor): MatrixCase[] {
  const variants: { position: AccountPosition; locationsOf: OrgLetter | null }[] =
    ACCOUNT_POSITIONS.flatMap(
      (position): { position: AccountPosition; locationsOf: OrgLetter | null }[] =>
        position === 'location_manager'
          ? (['A', 'B'] as const).map((locationsOf) => ({ position, locationsOf }))
          : [{ position, locationsOf: null }],
    );
  return organizationFilters(world).flatMap((filter) =>
    variants.map((variant) => ({
      target: `invite a ${variant.position}${variant.locationsOf ? ` of a location of ${variant.locationsOf}` : ''}, ${filter.label}`,
      org: filter.org,
      arrange: async () => {
        const requested = filter.org === 'none' ? undefined : world.org(filter.org).organization.id;
        const organizationId = actor.organizationId ?? requested ?? null;
        const managing = variant.locationsOf
          ? [world.org(variant.locationsOf).locations[1].id]
          : [];
        const organizations = await locationOrganizations(world);
        const email = world.freshEmail(null);
        return {
          method: 'POST' as const,
          url: '/api/invites',
          payload: {
            organizationId: requested,
            name: `Matrix Invitee ${world.unique()}`,
            email,
            position: variant.position,
            managingLocationIds: managing,
          },
          status: expectStatus(
            201,
            mayManage(actor),
            [invitableRoles(actor).includes(variant.position), 403],
            [organizationId !== null, 400],
            [managing.every((id) => organizations.get(id) === organizationId), 400],
          ),
          writes: ['invites', 'invite_locations', 'one_time_codes', 'outbox'] as const,
          effect: async () => {
            const [invite] = await rows<{
              organization_id: number;
              position: string;
              locations: number[];
            }>(
              world,
              sql`select organization_id, position,
                    coalesce((select array_agg(location_id) from invite_locations
                              where invite_id = invites.id), '{}') as locations
                  from invites where email = ${email}`,
            );
            if (!invite) return [`no invite was stored for ${email}`];
            return [
              ...differs('the invite organization', invite.organization_id, organizationId),
              ...differs('the invited position', invite.position, variant.position),
              ...differs('the invited locations', invite.locations, managing),
            ];
          },
        };
      },
    })),
  );
}

type PendingInvite = Awaited<ReturnType<MatrixWorld['freshInvite']>>;

/**
 * A route on a fresh pending invite of every position in A and in B, and on one that does not
 * exist: it follows the rule of inviting (the caller's rank), inside the caller's reach.
 */
function pendingInviteRoute(
  method: 'DELETE' | 'POST',
  url: (id: number) => string,
  done: {
    status: number;
    writes: readonly Table[];
    effect: (world: MatrixWorld, actor: Actor, invite: PendingInvite) => Promise<string[]>;
  },
): RouteSpec {
  return signedIn((actor, world) => [
    ...(['A', 'B'] as const).flatMap((letter) =>
      ACCOUNT_POSITIONS.map((position) => ({
        target: `a pending ${position} invite of ${letter}`,
        org: letter,
        arrange: async () => {
          const invite = await world.freshInvite(letter, position);
          return {
            method,
            url: url(invite.id),
            status: expectStatus(
              done.status,
              mayManage(actor),
              inReach(actor, invite.organizationId),
              [invitableRoles(actor).includes(position), 403],
            ),
            writes: done.writes,
            effect: () => done.effect(world, actor, invite),
          };
        },
      })),
    ),
    fixed('an invite that does not exist', 'none', () => ({
      method,
      url: url(NO_SUCH_ID),
      status: expectStatus(404, mayManage(actor)),
    })),
  ]);
}

export const invitesRoutes: Record<string, RouteSpec> = {
  'GET /api/invites': signedIn((actor, world) =>
    filterCases(organizationFilters(world), (query) => ({
      method: 'GET',
      url: `/api/invites?limit=100&${query}`,
      status: expectStatus(200, mayManage(actor)),
      check: (response) => outOfReach(actor, response.json().items, 'invite'),
    })),
  ),
  'POST /api/invites': { access: 'signed-in', cases: (actor, world) => createCases(world, actor) },
  // Withdrawing an invite is inviting undone: the same ranks, inside the caller's reach.
  'DELETE /api/invites/:id': pendingInviteRoute('DELETE', (id) => `/api/invites/${id}`, {
    status: 204,
    writes: ['invites', 'invite_locations', 'one_time_codes'],
    effect: async (world, _actor, invite) => {
      const left = await rows(world, sql`select id from invites where id = ${invite.id}`);
      return left.length === 0 ? [] : ['the invite is still there'];
    },
  }),
  // Resending is inviting again: the rule of withdrawing (issue #11), and the resender becomes
  // the invite's inviter.
  'POST /api/invites/:id/resend': pendingInviteRoute('POST', (id) => `/api/invites/${id}/resend`, {
    status: 200,
    writes: ['invites', 'one_time_codes', 'outbox'],
    effect: async (world, actor, invite) => {
      const [row] = await rows<{ invited_by: number; emails: number }>(
        world,
        sql`select invited_by, (select count(*)::int from outbox
              where recipient = ${invite.email}) as emails
            from invites where id = ${invite.id}`,
      );
      return [
        ...differs('the inviter', row?.invited_by, actor.id),
        ...differs('the emails sent', row?.emails, 1),
      ];
    },
  }),
  // The invitee's side for an existing account: any signed-in user may try a code; a code that
  // is no invite's answers 400 to everyone (the whole flow: test/invites).
  'POST /api/invites/accept': signedIn(() => [
    fixed('a code that is no invite', 'none', () => ({
      method: 'POST',
      url: '/api/invites/accept',
      payload: { code: 'x'.repeat(43) },
      status: 400,
    })),
  ]),
};
