import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appForFile, callsAs } from '../support/app.ts';
import { makeUser, TEST_PASSWORD } from '../support/factories.ts';
import { signIn } from '../support/session.ts';
import { queryRows } from '../support/sql.ts';

/**
 * Issue #11, item 14 (profile). A profile update without `phoneNumber` erased the stored phone.
 * An absent field now keeps the stored number (and its verified state); an explicit null or ''
 * clears it (docs/API.md).
 */
const t = appForFile();

async function userWithPhone() {
  const user = await makeUser(t.db, { phoneNumber: '+15125550100', jobTitle: 'Hygienist' });
  await t.db.execute(sql`update users set phone_verified_at = now() where id = ${user.id}`);
  return { user, token: await signIn(t.app, user.email, TEST_PASSWORD) };
}

const update = (token: string, payload: object) =>
  callsAs(t.app, token).post('/api/users/me/profile', payload);

async function stored(userId: number) {
  const [row] = await queryRows<{
    name: string;
    phone_number: string | null;
    phone_verified: boolean;
  }>(
    t.db,
    sql`select name, phone_number, phone_verified_at is not null as phone_verified
        from users where id = ${userId}`,
  );
  return row;
}

describe('a profile update without phoneNumber keeps the stored phone', () => {
  it('keeps the number and its verified state, and still changes the rest', async () => {
    const { user, token } = await userWithPhone();
    const response = await update(token, { name: 'Renamed Person', jobTitle: 'Front Desk' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Renamed Person',
      jobTitle: 'Front Desk',
      phoneNumber: '+15125550100',
    });
    expect(await stored(user.id)).toEqual({
      name: 'Renamed Person',
      phone_number: '+15125550100',
      phone_verified: true,
    });
  });

  it.each([
    ['null', null],
    ["''", ''],
    ['blanks', '   '],
  ])('an explicit %s clears it', async (_case, phoneNumber) => {
    const { user, token } = await userWithPhone();
    const response = await update(token, {
      name: 'Cleared Person',
      phoneNumber,
      jobTitle: 'Hygienist',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().phoneNumber).toBeNull();
    expect(await stored(user.id)).toMatchObject({ phone_number: null, phone_verified: false });
  });
});
