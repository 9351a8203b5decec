import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, users } from '../../src/db/schema.ts';
import { appForFile, callsAs } from '../support/app.ts';
import { latestLinkCode } from '../support/outbox.ts';
import { login, signIn } from '../support/session.ts';
import { queryRows } from '../support/sql.ts';

const EMAIL = 'secrets@example.test';
const REGISTERED_PASSWORD = 'Registered-Pass-11';
const RESET_PASSWORD = 'Reset-Pass-22-xyz';
const CHANGED_PASSWORD = 'Changed-Pass-33-abc';
const GUESSED_PASSWORD = 'Guessed-Pass-44-def';

const t = appForFile();
let verificationCode: string;
let resetCode: string;

/** Every row of every table of the application schema, as text, by table. */
async function dumpDatabase() {
  const tables = await queryRows<{ table_name: string }>(
    t.db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const dump = new Map<string, string>();
  for (const { table_name: table } of tables) {
    const rows = await queryRows<{ row: string }>(
      t.db,
      sql.raw(`select t::text as row from "${table}" t`),
    );
    dump.set(table, rows.map((row) => row.row).join('\n'));
  }
  return dump;
}

/** Walks every flow that handles a secret: register, verify, reset, change, a failed sign-in. */
beforeAll(async () => {
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name: 'Sam Secret',
      email: EMAIL,
      jobTitle: 'Hygienist',
      password: REGISTERED_PASSWORD,
    },
  });
  expect(registered.statusCode).toBe(201);
  verificationCode = await latestLinkCode(t.app, EMAIL, '/auth/verify-email');
  expect(
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/verify',
        payload: { code: verificationCode },
      })
    ).statusCode,
  ).toBe(200);

  await t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email: EMAIL },
  });
  resetCode = await latestLinkCode(t.app, EMAIL, '/auth/reset-password');
  const reset = await t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { code: resetCode, password: RESET_PASSWORD },
  });
  expect(reset.statusCode).toBe(200);

  const token = await signIn(t.app, EMAIL, RESET_PASSWORD);
  const changed = await callsAs(t.app, token).post('/api/users/me/password', {
    currentPassword: RESET_PASSWORD,
    newPassword: CHANGED_PASSWORD,
  });
  expect(changed.statusCode).toBe(200);
  expect((await login(t.app, EMAIL, GUESSED_PASSWORD)).statusCode).toBe(401);
});

describe('secrets at rest', () => {
  it('stores the password only as an argon2id hash', async () => {
    const [user] = await t.db.select({ passwordHash: users.passwordHash }).from(users);
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    expect(user.passwordHash).not.toContain(CHANGED_PASSWORD);
  });

  it('stores a hash of each emailed code, never the code', async () => {
    const rows = await t.db.select({ codeHash: oneTimeCodes.codeHash }).from(oneTimeCodes);
    expect(rows).toHaveLength(2);
    for (const { codeHash } of rows) {
      for (const code of [verificationCode, resetCode]) {
        expect(codeHash).not.toBe(code);
        expect(codeHash).not.toContain(code);
      }
    }
  });

  it('keeps no password, current, former or guessed, in plain text in any table', async () => {
    const dump = await dumpDatabase();
    expect([...dump.keys()]).toEqual(
      expect.arrayContaining(['users', 'one_time_codes', 'outbox', 'rate_limit_events']),
    );
    for (const [table, text] of dump) {
      for (const password of [
        REGISTERED_PASSWORD,
        RESET_PASSWORD,
        CHANGED_PASSWORD,
        GUESSED_PASSWORD,
      ]) {
        expect(text, `${table} holds a plain password`).not.toContain(password);
      }
    }
  });

  it('keeps the emailed codes in plain text only in the outbox message that carries them', async () => {
    const dump = await dumpDatabase();
    for (const [table, text] of dump) {
      if (table === 'outbox') continue;
      expect(text, `${table} holds a plain verification code`).not.toContain(verificationCode);
      expect(text, `${table} holds a plain reset code`).not.toContain(resetCode);
    }
    // The outbox row is the email itself: the link has to travel in it to reach the user.
    expect(dump.get('outbox')).toContain(verificationCode);
  });
});
