import type { Actor } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { pushDevice } from '../../../../test/support/loopback-push.ts';
import type { MatrixWorld } from '../world.ts';
import type { RouteSpec } from '../types.ts';
import { fixed, noSuchRow, signedIn } from './cases.ts';
import { differs, rows } from './stored.ts';

const URL = '/api/push/subscriptions';
let devices = 0;

/** A fresh endpoint of Chrome's push service for each case, so no case meets another's row. */
const freshEndpoint = () => `https://fcm.googleapis.com/fcm/send/matrix-${(devices += 1)}`;

const ownersOf = async (world: MatrixWorld, endpoint: string) =>
  (
    await rows<{ user_id: number }>(
      world,
      sql`select user_id from push_subscriptions where endpoint = ${endpoint}`,
    )
  ).map((row) => row.user_id);

/** A device subscribed for `userId`, stored directly (the arrange step of a DELETE case). */
async function storedDevice(world: MatrixWorld, userId: number) {
  return (await storedDeviceRow(world, userId)).endpoint;
}

async function storedDeviceRow(world: MatrixWorld, userId: number) {
  const endpoint = freshEndpoint();
  const { keys } = pushDevice();
  const [row] = await rows<{ id: number }>(
    world,
    sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth)
        values (${userId}, ${endpoint}, ${keys.p256dh}, ${keys.auth}) returning id`,
  );
  return { id: row.id, endpoint };
}

/** The ids of `userId`'s devices, newest first, as GET /api/push/subscriptions lists them. */
const deviceIdsOf = async (world: MatrixWorld, userId: number) =>
  (
    await rows<{ id: number }>(
      world,
      sql`select id from push_subscriptions where user_id = ${userId}
          order by created_at desc, id desc`,
    )
  ).map((row) => row.id);

/** Someone other than `actor`: A's admin, or B's for A's admin. */
const someoneElse = (world: MatrixWorld, actor: Actor) =>
  world.org('A').admin.id === actor.id ? world.org('B').admin.id : world.org('A').admin.id;

// Every signed-in person may turn push on in their browser; each removes only their own devices.
export const pushRoutes: Record<string, RouteSpec> = {
  'GET /api/push/public-key': signedIn((_actor, world) => [
    fixed("the server's VAPID public key", 'none', () => ({
      method: 'GET',
      url: '/api/push/public-key',
      status: 200,
      check: (response) =>
        differs('public key', response.json().publicKey, world.t.config.vapid.publicKey),
    })),
  ]),
  // Issue #23 §2: each person sees only their own devices, without endpoints or keys.
  'GET /api/push/subscriptions': signedIn((actor, world) => [
    {
      target: "their own devices, beside another person's",
      org: 'none',
      arrange: async () => {
        await storedDevice(world, actor.id);
        const theirs = await storedDeviceRow(world, someoneElse(world, actor));
        const own = await deviceIdsOf(world, actor.id);
        return {
          method: 'GET',
          url: URL,
          status: 200,
          check: (response) => {
            const listed = response.json<{ id: number; endpoint?: string }[]>();
            return [
              ...differs(
                'device ids',
                listed.map((device) => device.id),
                own,
              ),
              ...(listed.some((device) => device.id === theirs.id)
                ? [`another person's device ${theirs.id} is listed`]
                : []),
              ...(response.body.includes('fcm.googleapis.com') ? ['an endpoint is shown'] : []),
            ];
          },
        };
      },
    },
  ]),
  'POST /api/push/subscriptions': signedIn((actor, world) => [
    {
      target: 'a device of their own',
      org: 'none',
      arrange: async () => {
        const endpoint = freshEndpoint();
        return {
          method: 'POST',
          url: URL,
          payload: { endpoint, keys: pushDevice().keys },
          status: 204,
          writes: ['push_subscriptions'],
          effect: async () => differs('owners', await ownersOf(world, endpoint), [actor.id]),
        };
      },
    },
  ]),
  'DELETE /api/push/subscriptions': signedIn((actor, world) => [
    {
      target: 'a device of their own',
      org: 'none',
      arrange: async () => {
        const endpoint = await storedDevice(world, actor.id);
        return {
          method: 'DELETE',
          url: URL,
          payload: { endpoint },
          status: 204,
          writes: ['push_subscriptions'],
          effect: async () => differs('owners', await ownersOf(world, endpoint), []),
        };
      },
    },
    {
      target: "another person's device",
      org: 'none',
      arrange: async () => ({
        method: 'DELETE',
        url: URL,
        payload: { endpoint: await storedDevice(world, someoneElse(world, actor)) },
        status: 404,
      }),
    },
  ]),
  'DELETE /api/push/subscriptions/:id': signedIn((actor, world) => [
    {
      target: 'a device of their own',
      org: 'none',
      arrange: async () => {
        const { id } = await storedDeviceRow(world, actor.id);
        return {
          method: 'DELETE',
          url: `${URL}/${id}`,
          status: 204,
          writes: ['push_subscriptions'],
          effect: async () =>
            differs('still listed', (await deviceIdsOf(world, actor.id)).includes(id), false),
        };
      },
    },
    {
      target: "another person's device",
      org: 'none',
      arrange: async () => ({
        method: 'DELETE',
        url: `${URL}/${(await storedDeviceRow(world, someoneElse(world, actor))).id}`,
        status: 404,
      }),
    },
    noSuchRow('a device that does not exist', 'DELETE', URL, 404),
  ]),
};
