import type { InviteRow } from '@chairside/domain';
import { inviteAs, type ActorKey, type AdminWorld, type OrgKey } from './admin-world.ts';
import type { TestApp } from './app.ts';

/** What an administration call aims at: an area's list, or one row of the admin world. */
export type AdminTarget =
  | 'organizations'
  | 'locations'
  | 'users'
  | 'invites'
  | `organization ${OrgKey}`
  | `location ${OrgKey}${0 | 1}`
  | `user ${ActorKey}`
  | `invite ${OrgKey}`;

export type PendingInvites = Record<OrgKey, InviteRow>;

/** One pending invite in each organization, for calls that aim at an invite. */
export async function pendingInvites(t: TestApp, world: AdminWorld): Promise<PendingInvites> {
  return {
    a: await inviteAs(t, world, 'adminA', {
      name: 'Nina Newton',
      email: 'nina@new.test',
      position: 'employee',
    }),
    b: await inviteAs(t, world, 'adminB', {
      name: 'Bora Bennett',
      email: 'bora@new.test',
      position: 'manager',
    }),
  };
}

export interface ResolvedTarget {
  url: string;
  /** What of the target a refused answer must not show: its name or email (none for a list). */
  secret: string | null;
  /** How an answer that shows the row identifies it. */
  identity: { id: number; name: string } | { id: number; email: string } | null;
}

export function resolveTarget(
  world: AdminWorld,
  invites: PendingInvites,
  target: AdminTarget,
): ResolvedTarget {
  const [kind, key = ''] = target.split(' ');
  const org = key.slice(0, 1) as OrgKey;
  switch (kind) {
    case 'organization': {
      const { id, name } = world[org].organization;
      return { url: `/api/organizations/${id}`, secret: name, identity: { id, name } };
    }
    case 'location': {
      const { id, name } = world[org].locations[Number(key.slice(1))];
      return { url: `/api/locations/${id}`, secret: name, identity: { id, name } };
    }
    case 'user': {
      const { id, email } = world.actors[key as ActorKey].user;
      return { url: `/api/users/${id}`, secret: email, identity: { id, email } };
    }
    case 'invite': {
      const { id, email } = invites[org];
      return { url: `/api/invites/${id}`, secret: email, identity: { id, email } };
    }
    case 'users':
      return { url: '/api/users', secret: '@', identity: null };
    case 'invites':
      return { url: '/api/invites', secret: '@new.test', identity: null };
    default:
      return { url: `/api/${kind}`, secret: null, identity: null };
  }
}
