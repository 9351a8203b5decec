import type { Actor } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { MatrixWorld } from '../world.ts';
import type { RouteSpec } from '../types.ts';
import { fixed, signedIn, tagOf } from './cases.ts';
import { differs, rows } from './stored.ts';

/** The caller's own notification ids, newest first, as stored. */
async function ownIds(world: MatrixWorld, actor: Actor) {
  const stored = await rows<{ id: string }>(
    world,
    sql`select id from notifications where user_id = ${actor.id} order by created_at desc, id desc`,
  );
  return stored.map((row) => Number(row.id));
}

async function unread(world: MatrixWorld, actor: Actor) {
  const [row] = await rows<{ count: number }>(
    world,
    sql`select count(*)::int as count from notifications
        where user_id = ${actor.id} and read_at is null`,
  );
  return row.count;
}

const own = (world: MatrixWorld, actor: Actor) => tagOf(world, actor.organizationId);

// Every signed-in position has a notification centre; each sees and marks only their own.
export const notificationsRoutes: Record<string, RouteSpec> = {
  'GET /api/notifications': signedIn((actor, world) => [
    fixed('their own notifications', own(world, actor), () => ({
      method: 'GET',
      url: '/api/notifications?limit=100',
      status: 200,
      check: async (response: LightMyRequestResponse) => {
        const ids = response.json().items.map((item: { id: number }) => item.id);
        return differs('notification ids', ids, (await ownIds(world, actor)).slice(0, 100));
      },
    })),
  ]),
  'GET /api/notifications/unread-count': signedIn((actor, world) => [
    fixed('their own unread count', own(world, actor), () => ({
      method: 'GET',
      url: '/api/notifications/unread-count',
      status: 200,
      check: async (response: LightMyRequestResponse) =>
        differs('unread count', response.json().count, await unread(world, actor)),
    })),
  ]),
  'POST /api/notifications/read': signedIn((actor, world) => [
    fixed('all their own notifications', own(world, actor), () => ({
      method: 'POST',
      url: '/api/notifications/read',
      payload: { all: true },
      status: 200,
      writes: ['notifications'],
      effect: async () => differs('unread after marking all', await unread(world, actor), 0),
    })),
  ]),
};
