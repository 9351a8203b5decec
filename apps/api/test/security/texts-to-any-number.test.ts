import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES_PER_TARGET } from '../../src/auth/limits.ts';
import { adminWorldForFile } from '../support/admin-file.ts';
import { callsAs } from '../support/app.ts';
import { countRows } from '../support/admin-world.ts';
import { makeUser, TEST_PASSWORD } from '../support/factories.ts';
import {
  acceptInvite,
  acceptedInvite,
  agePhoneCodes,
  forgetTexts,
  invitedPerson,
  resendCall,
} from '../support/onboarding.ts';
import { readOutbox } from '../support/outbox.ts';
import { signIn } from '../support/session.ts';
import { queryRows } from '../support/sql.ts';
import { letAMinutePass } from '../support/throttles.ts';

const PER_DAY = MESSAGES_PER_TARGET.perDay.max;

/**
 * Issue #11, item 9. A signed-in user could set any phone number (premium-rate 900 numbers
 * passed) and make the server text it. Only valid US numbers are accepted now (NANP rules, no
 * premium or foreign numbers), a changed number is no longer verified, and at most one code a
 * minute and 5 a day are texted to one number, whoever asks (issue #23 §7).
 */
const { t, world } = adminWorldForFile();

const INVALID_PHONE = 'Please enter a valid US phone number';

const inviteLink = async () => (await invitedPerson(t, world, 'texted')).link;

const REFUSED_NUMBERS: [string, string][] = [
  ['a premium-rate 900 number', '900-555-0100'],
  ['a premium-rate 976 exchange', '(512) 976-0100'],
  ['an N11 area code', '911-555-0100'],
  ['an N11 exchange', '512-411-0100'],
  ['an area code starting with 1', '112-555-0100'],
  ['an exchange starting with 0', '512-055-0100'],
  ['a reserved N9X area code', '595-555-0100'],
  ['a Caribbean number (Jamaica)', '876-555-0100'],
  ['a Canadian number (Toronto)', '1 416 555 0100'],
];

describe('only valid US numbers are accepted', () => {
  it.each(REFUSED_NUMBERS)('the profile refuses %s (%s)', async (_kind, phoneNumber) => {
    const user = await makeUser(t.db, { phoneNumber: '+15125550100' });
    const token = await signIn(t.app, user.email, TEST_PASSWORD);
    const response = await callsAs(t.app, token).post('/api/users/me/profile', {
      name: 'Valid Name',
      phoneNumber,
      jobTitle: 'Hygienist',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: [INVALID_PHONE] });
  });

  it.each(REFUSED_NUMBERS)(
    'accepting an invite refuses %s and texts nothing',
    async (_kind, phoneNumber) => {
      const link = await inviteLink();
      const outbox = await countRows(t.db, 'outbox');
      const response = await acceptInvite(t, link, { phoneNumber });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(INVALID_PHONE);
      expect(await countRows(t.db, 'outbox')).toBe(outbox);
    },
  );

  it.each([
    ['an Austin number', '512-555-0100'],
    ['a New York number', '(212) 555-0111'],
    ['a Puerto Rico number', '787-555-0100'],
    ['a toll-free number', '800-555-0100'],
  ])('accepts %s (%s)', async (_kind, phoneNumber) => {
    const link = await inviteLink();
    expect((await acceptInvite(t, link, { phoneNumber })).statusCode).toBe(200);
  });
});

describe('a changed number is no longer verified', () => {
  async function verifiedUser() {
    const user = await makeUser(t.db, { phoneNumber: '+15125550100' });
    await t.db.execute(sql`update users set phone_verified_at = now() where id = ${user.id}`);
    return { user, token: await signIn(t.app, user.email, TEST_PASSWORD) };
  }
  const verifiedAt = async (userId: number) => {
    const [row] = await queryRows<{ phone_verified_at: Date | null }>(
      t.db,
      sql`select phone_verified_at from users where id = ${userId}`,
    );
    return row.phone_verified_at;
  };
  const update = (token: string, phoneNumber: string | null) =>
    callsAs(t.app, token).post('/api/users/me/profile', {
      name: 'Verified Person',
      phoneNumber,
      jobTitle: 'Hygienist',
    });

  it('a new number resets the verified state', async () => {
    const { user, token } = await verifiedUser();
    expect((await update(token, '303-555-0100')).statusCode).toBe(200);
    expect(await verifiedAt(user.id)).toBeNull();
  });

  it('the same number, however written, keeps it', async () => {
    const { user, token } = await verifiedUser();
    expect((await update(token, '1 (512) 555-0100')).statusCode).toBe(200);
    expect(await verifiedAt(user.id)).not.toBeNull();
  });

  it('clearing the number resets it', async () => {
    const { user, token } = await verifiedUser();
    expect((await update(token, null)).statusCode).toBe(200);
    expect(await verifiedAt(user.id)).toBeNull();
  });
});

describe(`at most one text a minute and ${PER_DAY} a day to one number`, () => {
  it('invitees who all give one number within a minute: the second acceptance answers 429 with Retry-After, creates nothing and texts nothing', async () => {
    const phoneNumber = '5125550144';
    await acceptedInvite(t, await inviteLink(), { phoneNumber });
    const link = await inviteLink();
    const users = await countRows(t.db, 'users');
    const refused = await acceptInvite(t, link, { phoneNumber });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Too many codes were texted to this number. Please try again in 1 minute.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await countRows(t.db, 'users')).toBe(users);
    expect(await readOutbox(t.app, '+15125550144')).toHaveLength(1);

    await letAMinutePass(t, 'phone-text:');
    expect((await acceptInvite(t, link, { phoneNumber })).statusCode).toBe(200);
  });

  it(`invitees who all give one number, a minute apart, get ${PER_DAY} codes; the next acceptance answers 429 until the day has passed`, async () => {
    const phoneNumber = '5125550155';
    for (let n = 0; n < PER_DAY; n += 1) {
      await acceptedInvite(t, await inviteLink(), { phoneNumber });
      await letAMinutePass(t, 'phone-text:');
    }
    const link = await inviteLink();
    const users = await countRows(t.db, 'users');
    const refused = await acceptInvite(t, link, { phoneNumber });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many codes were texted to this number\. Please try again in \d+ hours\.$/,
    );
    expect(await countRows(t.db, 'users')).toBe(users);
    expect(await readOutbox(t.app, '+15125550155')).toHaveLength(PER_DAY);

    await forgetTexts(t);
    expect((await acceptInvite(t, link, { phoneNumber })).statusCode).toBe(200);
  });

  it(`resends count too: after ${PER_DAY - 1} resends the next one is refused even though its cooldown has passed`, async () => {
    const { session } = await acceptedInvite(t, await inviteLink(), { phoneNumber: '5125550166' });
    for (let n = 1; n < PER_DAY; n += 1) {
      await agePhoneCodes(t, session.userId);
      expect((await resendCall(t, session)).statusCode).toBe(200);
    }
    await agePhoneCodes(t, session.userId);
    const refused = await resendCall(t, session);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many codes were texted to this number/);
    expect(await readOutbox(t.app, session.phoneNumber)).toHaveLength(PER_DAY);
  });
});
