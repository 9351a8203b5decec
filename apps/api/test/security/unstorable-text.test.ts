import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import { countRows } from '../support/admin-world.ts';
import { postRawJson } from '../support/app.ts';
import { queryRows } from '../support/sql.ts';

const { t, world, get, post } = adminWorldForFile();

const REFUSED = {
  message: 'The request holds characters that cannot be stored (NUL or invalid Unicode)',
};

const updateName = (name: string) =>
  post('employeeA', '/api/users/me/profile', { name, jobTitle: 'Hygienist' });

async function storedName(): Promise<string> {
  const [row] = await queryRows<{ name: string }>(
    t.db,
    sql`select name from users where id = ${world.a.employee.id}`,
  );
  return row.name;
}

describe('text that PostgreSQL cannot store exactly', () => {
  it('refuses a NUL character in a body with 400, where it used to answer 500', async () => {
    const response = await updateName('Eddie\u0000Ayala');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(REFUSED);
    expect(await storedName()).toBe('Eddie Ayala');
  });

  it('refuses an unpaired surrogate instead of storing it as U+FFFD', async () => {
    const response = await updateName('Eddie \ud800 Ayala');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(REFUSED);
    expect(await storedName()).toBe('Eddie Ayala');
  });

  it('still stores characters outside the basic plane exactly', async () => {
    const response = await updateName('Eddie 🦷 Ayala');
    expect(response.statusCode).toBe(200);
    expect(await storedName()).toBe('Eddie 🦷 Ayala');
  });

  it.each([
    ['a list search', '/api/users?search=%00'],
    ['an organization filter', '/api/organizations?state=%00'],
    ['a query of the outbox', '/api/dev/outbox?to=a%00b'],
  ])('refuses a NUL character in %s with 400', async (_where, url) => {
    const response = await get('platformAdmin', url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(REFUSED);
  });

  it('refuses a NUL character in a sign-in and records no attempt', async () => {
    const before = await countRows(t.db, 'rate_limit_events');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin.a@alder.test\u0000', password: 'anything' },
    });
    expect(response.statusCode).toBe(400);
    expect(await countRows(t.db, 'rate_limit_events')).toBe(before);
  });

  it('finds a NUL character deep inside a body without recursion', async () => {
    const nested = `${'['.repeat(5_000)}"a\\u0000b"${']'.repeat(5_000)}`;
    const response = await postRawJson(
      t.app,
      '/api/auth/login',
      `{"username":"x","password":"y","extra":${nested}}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(REFUSED);
  });
});
