import {
  LIVE_MESSAGES,
  type CalendarFeedList,
  type PasswordChangeResponse,
} from '@chairside/domain';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pushSubscriptions, users } from '../../src/db/schema.ts';
import { appForFile, bearer, callsAs } from '../support/app.ts';
import { openStream, type OpenStream } from '../support/event-stream.ts';
import { makeLocation, makeOrganization, makeUser, TEST_PASSWORD } from '../support/factories.ts';
import { pushDevice } from '../support/loopback-push.ts';
import { latestLinkCode } from '../support/outbox.ts';
import { signIn } from '../support/session.ts';

/**
 * Issue: recovering an account leaves the intruder in. After a password reset, a password change
 * or 'Sign out of all devices', nothing an earlier session reached still works: its calendar
 * feed links, its push subscriptions, its live-update tickets and open streams (DESIGN §6).
 */
const t = appForFile();
let baseUrl = '';
const streams: OpenStream[] = [];

beforeAll(async () => {
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});

const NEW_PASSWORD = 'Recovered-Pass-9';
let sequence = 0;

/** A manager of an organization with two locations: four feeds (mine, organization, each location). */
async function manager() {
  const organization = await makeOrganization(t.db);
  await makeLocation(t.db, organization.id);
  await makeLocation(t.db, organization.id);
  const user = await makeUser(t.db, {
    email: `recovering${(sequence += 1)}@recovery.test`,
    position: 'manager',
    organizationId: organization.id,
  });
  return user;
}

async function feedPaths(token: string): Promise<string[]> {
  const response = await callsAs(t.app, token).get('/api/calendar/feeds');
  expect(response.statusCode).toBe(200);
  return response
    .json<CalendarFeedList>()
    .feeds.map((feed) => new URL(feed.url).pathname)
    .sort();
}

const feedStatus = async (path: string) =>
  (await t.app.inject({ method: 'GET', url: path })).statusCode;

async function ticketOf(token: string): Promise<string> {
  const response = await callsAs(t.app, token).post('/api/events/ticket');
  expect(response.statusCode).toBe(200);
  return response.json<{ ticket: string }>().ticket;
}

async function streamOf(token: string): Promise<OpenStream> {
  const stream = await openStream(baseUrl, await ticketOf(token));
  streams.push(stream);
  expect(stream.response.status).toBe(200);
  return stream;
}

async function subscribePush(token: string, endpoint: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    payload: { endpoint, keys: pushDevice().keys },
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(204);
}

const subscriptionsOf = (userId: number) =>
  t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

/** Tries to open a stream with `ticket`: its status, and the message of a refusal. */
async function redeemStatus(ticket: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events?ticket=${encodeURIComponent(ticket)}`, {
    signal: controller.signal,
  });
  if (response.ok) {
    controller.abort();
    return { status: response.status, message: null };
  }
  const body = (await response.json()) as { message: string };
  return { status: response.status, message: body.message };
}

type Recovery = (user: { email: string }, owner: string) => Promise<{ newToken: string }>;

/** The three ways a person takes their account back; each answers a token of the new session. */
const recoveries: [string, Recovery][] = [
  [
    'a password reset',
    async (user) => {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: user.email },
      });
      const code = await latestLinkCode(t.app, user.email, '/auth/reset-password');
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { code, password: NEW_PASSWORD },
      });
      expect(reset.statusCode).toBe(200);
      return { newToken: await signIn(t.app, user.email, NEW_PASSWORD) };
    },
  ],
  [
    'a password change',
    async (_user, owner) => {
      const change = await callsAs(t.app, owner).post('/api/users/me/password', {
        currentPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(change.statusCode).toBe(200);
      return { newToken: change.json<PasswordChangeResponse>().access_token };
    },
  ],
  [
    "'Sign out of all devices'",
    async (user, owner) => {
      const answer = await callsAs(t.app, owner).post('/api/users/me/sign-out-everywhere');
      expect(answer.statusCode).toBe(200);
      return { newToken: await signIn(t.app, user.email, TEST_PASSWORD) };
    },
  ],
];

describe.each(recoveries)('after %s, the intruder is out', (_name, recover) => {
  it('old calendar feed links answer 404 and Settings shows new links that work', async () => {
    const user = await manager();
    const intruder = await signIn(t.app, user.email, TEST_PASSWORD);
    const owner = await signIn(t.app, user.email, TEST_PASSWORD);
    const old = await feedPaths(intruder);
    expect(old).toHaveLength(4);
    for (const path of old) expect(await feedStatus(path)).toBe(200);

    const { newToken } = await recover(user, owner);

    for (const path of old) expect(await feedStatus(path)).toBe(404);
    expect((await callsAs(t.app, intruder).get('/api/calendar/feeds')).statusCode).toBe(401);
    const renewed = await feedPaths(newToken);
    expect(renewed).toHaveLength(4);
    for (const path of renewed) {
      expect(old).not.toContain(path);
      expect(await feedStatus(path)).toBe(200);
    }
    // Settings shows the same new links again: they are the person's feeds from now on.
    expect(await feedPaths(newToken)).toEqual(renewed);
  });

  it("removes every push subscription of the person, and nobody else's", async () => {
    const user = await manager();
    const bystander = await manager();
    const intruder = await signIn(t.app, user.email, TEST_PASSWORD);
    const owner = await signIn(t.app, user.email, TEST_PASSWORD);
    await subscribePush(intruder, `https://fcm.googleapis.com/fcm/send/intruder-${user.id}`);
    await subscribePush(owner, `https://fcm.googleapis.com/fcm/send/owner-${user.id}`);
    await subscribePush(
      await signIn(t.app, bystander.email, TEST_PASSWORD),
      `https://fcm.googleapis.com/fcm/send/bystander-${bystander.id}`,
    );
    expect(await subscriptionsOf(user.id)).toHaveLength(2);

    await recover(user, owner);

    expect(await subscriptionsOf(user.id)).toEqual([]);
    expect(await subscriptionsOf(bystander.id)).toHaveLength(1);
  });

  it('a live-updates ticket fetched before is refused with 401', async () => {
    const user = await manager();
    const intruder = await signIn(t.app, user.email, TEST_PASSWORD);
    const owner = await signIn(t.app, user.email, TEST_PASSWORD);
    const ticket = await ticketOf(intruder);

    const { newToken } = await recover(user, owner);

    expect(await redeemStatus(ticket)).toEqual({
      status: 401,
      message: LIVE_MESSAGES.invalidTicket,
    });
    expect((await callsAs(t.app, intruder).post('/api/events/ticket')).statusCode).toBe(401);
    // The new session opens its stream as before.
    await streamOf(newToken);
  });

  it('closes the open live streams of earlier sessions', async () => {
    const user = await manager();
    const intruder = await signIn(t.app, user.email, TEST_PASSWORD);
    const owner = await signIn(t.app, user.email, TEST_PASSWORD);
    const intruderStream = await streamOf(intruder);
    const ownerStream = await streamOf(owner);

    await recover(user, owner);

    await vi.waitFor(() => expect(intruderStream.ended()).toBe(true), { timeout: 3000 });
    await vi.waitFor(() => expect(ownerStream.ended()).toBe(true), { timeout: 3000 });
  });
});

describe('a ticket is bound to the session that fetched it', () => {
  it('refuses a ticket whose token version has moved on, even if it was not deleted', async () => {
    const user = await manager();
    const token = await signIn(t.app, user.email, TEST_PASSWORD);
    const ticket = await ticketOf(token);
    // Only the version moves (as when a bump commits between a ticket's check and its insert).
    await t.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.id));
    expect((await redeemStatus(ticket)).status).toBe(401);
  });
});

describe('an administrator ending a person’s sessions ends the rest too', () => {
  it('signing a person out of all devices, or deactivating them, removes their feeds and push subscriptions', async () => {
    for (const end of ['sign-out', 'deactivate'] as const) {
      const user = await manager();
      const admin = await makeUser(t.db, {
        position: 'admin',
        organizationId: user.organizationId,
      });
      const adminToken = await signIn(t.app, admin.email, TEST_PASSWORD);
      const phone = await signIn(t.app, user.email, TEST_PASSWORD);
      const old = await feedPaths(phone);
      await subscribePush(phone, `https://fcm.googleapis.com/fcm/send/${end}-${user.id}`);
      const answer =
        end === 'sign-out'
          ? await callsAs(t.app, adminToken).post(`/api/users/${user.id}/sign-out-everywhere`)
          : await callsAs(t.app, adminToken).patch(`/api/users/${user.id}`, { isActive: false });
      expect(answer.statusCode).toBe(200);
      for (const path of old) expect(await feedStatus(path)).toBe(404);
      expect(await subscriptionsOf(user.id)).toEqual([]);
    }
  });
});
