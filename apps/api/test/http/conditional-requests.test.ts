import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import type { ActorKey } from '../support/admin-world.ts';
import { newShift } from '../support/payloads.ts';
import { localFromNow } from '../support/shift-world.ts';

/**
 * Issue #15 §3: the month view and the dashboard answer with a weak ETag from the caller's
 * organization's change counter, and 304 with no body on a matching If-None-Match.
 */
const { t, world, get, call, post, invite } = adminWorldForFile();
const MONTH = '/api/shifts?month=3&year=2027';
const ADMIN_LISTS = ['/api/users', '/api/locations', '/api/invites', '/api/organizations'];

const tagOf = async (actor: ActorKey, url = MONTH) => {
  const response = await get(actor, url);
  expect(response.statusCode).toBe(200);
  return String(response.headers.etag);
};
const ifNoneMatch = (actor: ActorKey, tag: string, url = MONTH) =>
  call(actor, { url, headers: { 'if-none-match': tag } });

/** Organization A's admin posts a Hygienist shift `days` from now. */
const postShift = (days: number) =>
  post('adminA', '/api/shifts', newShift(world.a.locations[0].id, localFromNow(days, '09:00')));

afterEach(() => vi.useRealTimers());

/** Stops the clock 10 s into the current minute; answers the minute's start. */
function holdClockInMinute(): number {
  vi.useFakeTimers({ toFake: ['Date'] });
  const minuteStart = Math.floor(Date.now() / 60_000) * 60_000;
  vi.setSystemTime(minuteStart + 10_000);
  return minuteStart;
}

/**
 * A tag holds for the minute it was made in (lib/conditional-get.ts): runs `calls` again when a
 * minute turned while they ran, so a check never straddles two minutes.
 */
async function inOneMinute<T>(calls: () => Promise<T>): Promise<T> {
  const minute = () => Math.floor(Date.now() / 60_000);
  for (;;) {
    const started = minute();
    const result = await calls();
    if (minute() === started) return result;
  }
}

describe('conditional GET of the month view and the dashboard', () => {
  it.each([MONTH, '/api/shifts/dashboard', ...ADMIN_LISTS])(
    '%s answers a weak ETag, then 304 with no body',
    async (url) => {
      const { tag, again } = await inOneMinute(async () => {
        const tag = await tagOf('adminA', url);
        return { tag, again: await ifNoneMatch('adminA', tag, url) };
      });
      expect(tag).toMatch(/^W\/".+"$/);
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(tag);
    },
  );

  it('answers 304 to If-None-Match: * and to a list holding the tag', async () => {
    const listed = await inOneMinute(async () => {
      const tag = await tagOf('adminA');
      return ifNoneMatch('adminA', `W/"other", ${tag}`);
    });
    expect((await ifNoneMatch('adminA', '*')).statusCode).toBe(304);
    expect(listed.statusCode).toBe(304);
    expect((await ifNoneMatch('adminA', 'W/"other"')).statusCode).toBe(200);
  });

  it('changes the tag when a shift is posted in the same organization, not in another', async () => {
    const tagA = await tagOf('adminA');
    const tagB = await tagOf('adminB');
    const created = await postShift(20);
    expect(created.statusCode).toBe(201);
    expect((await ifNoneMatch('adminA', tagA)).statusCode).toBe(200);
    expect((await ifNoneMatch('adminB', tagB)).statusCode).toBe(304);
  });

  it.each([
    [
      'a location is renamed',
      (id: number) => sql`UPDATE locations SET name = name || ' ' WHERE organization_id = ${id}`,
    ],
    [
      'a user changes',
      (id: number) => sql`UPDATE users SET name = name || ' ' WHERE organization_id = ${id}`,
    ],
    [
      'a location scope changes',
      (id: number) =>
        sql`DELETE FROM user_locations WHERE location_id IN (SELECT id FROM locations WHERE organization_id = ${id})`,
    ],
  ])('changes the tag when %s in the same organization', async (_what, write) => {
    const tag = await tagOf('adminA');
    await t.db.execute(write(world.a.organization.id));
    expect((await ifNoneMatch('adminA', tag)).statusCode).toBe(200);
  });

  it('changes the admin lists’ tag when an invite is sent in the organization', async () => {
    const tag = await tagOf('adminA', '/api/invites');
    await invite('adminA', {
      name: 'Etta Tagg',
      email: 'etag.invitee@example.com',
      position: 'employee',
      locationIds: [world.a.locations[0].id],
    });
    expect((await ifNoneMatch('adminA', tag, '/api/invites')).statusCode).toBe(200);
  });

  it('never gives two people of one organization the same tag', async () => {
    const tags = await Promise.all(
      (['adminA', 'managerA', 'locationManagerA', 'employeeA'] as const).map((actor) =>
        tagOf(actor),
      ),
    );
    expect(new Set(tags).size).toBe(tags.length);
  });

  it('changes the tag for another month', async () => {
    expect(await tagOf('adminA')).not.toBe(await tagOf('adminA', '/api/shifts?month=4&year=2027'));
  });

  it('changes the tag when the clock moves on a minute, since past states and deadlines move', async () => {
    const minuteStart = holdClockInMinute();
    const tag = await tagOf('adminA');
    vi.setSystemTime(minuteStart + 70_000);
    expect((await ifNoneMatch('adminA', tag)).statusCode).toBe(200);
  });

  it('changes the tag when someone asks for a shift, and not when the ask is refused', async () => {
    // The tag also moves with the minute: held still, a slow machine cannot cross one between
    // the refused ask and the last read (seen in CI under load).
    holdClockInMinute();
    const shift = await postShift(21);
    const url = `/api/shifts/${shift.json().id}/requests`;
    const tag = await tagOf('adminA');
    expect((await post('employeeA', url, {})).statusCode).toBe(201);
    const asked = await tagOf('adminA');
    expect(asked).not.toBe(tag);
    expect((await post('employeeA', url, {})).statusCode).toBe(409);
    expect((await ifNoneMatch('adminA', asked)).statusCode).toBe(304);
  });

  it('leaves lists the counter does not cover uncached: failed deliveries answer no-store', async () => {
    const response = await get('platformAdmin', '/api/admin/failed-deliveries');
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends no ETag with an error', async () => {
    const bad = await get('adminA', '/api/shifts?month=13&year=2027');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers.etag).toBeUndefined();
  });
});
