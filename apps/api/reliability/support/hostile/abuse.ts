import type { PendingPhoneVerification } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/db/client.ts';
import { inviteAs, latestSmsCode, type AdminWorld } from '../../../test/support/admin-world.ts';
import type { TestApp } from '../../../test/support/app.ts';
import { latestLinkCode } from '../../../test/support/outbox.ts';

/**
 * Lets time pass for the throttles: every recorded attempt becomes `seconds` older. The limits
 * count attempts in PostgreSQL by their creation time, so this is what waiting would do.
 */
export async function rewindAttempts(db: Database, seconds: number): Promise<void> {
  await db.execute(
    sql`update rate_limit_events set created_at = created_at - make_interval(secs => ${seconds})`,
  );
}

/** Lets time pass for a user's phone codes: older, and nearer their expiry by as much. */
export async function agePhoneCodes(db: Database, userId: number, seconds: number) {
  await db.execute(sql`
    update one_time_codes
    set created_at = created_at - make_interval(secs => ${seconds}),
        expires_at = expires_at - make_interval(secs => ${seconds})
    where user_id = ${userId} and purpose = 'phone_verification'`);
}

/** Lets time pass for the texts counted against a number (at most 5 an hour). */
export async function rewindTexts(db: Database, phoneNumber: string, seconds: number) {
  await db.execute(sql`
    update rate_limit_events set created_at = created_at - make_interval(secs => ${seconds})
    where key = ${`phone-text:${phoneNumber}`}`);
}

const INVITEE_PASSWORD = 'Invitee-Pass-7';

let invitees = 0;
/** Someone invited into A who accepted the invite: a user id, a phone and its texted code. */
export async function acceptedInvitee(t: TestApp, world: AdminWorld) {
  invitees += 1;
  const email = `abuse.invitee${invitees}@new.test`;
  const phone = `+1512555${String(3000 + invitees).padStart(4, '0')}`;
  await inviteAs(t, world, 'managerA', {
    name: `Abuse Invitee ${invitees}`,
    email,
    position: 'employee',
  });
  const link = await latestLinkCode(t.app, email, '/auth/verify-invite');
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/invites/verify?code=${link}`,
    payload: { password: INVITEE_PASSWORD, jobTitle: 'Hygienist', phoneNumber: phone.slice(2) },
  });
  if (response.statusCode !== 200) throw new Error(`invite acceptance: ${response.body}`);
  const session = response.json<PendingPhoneVerification>();
  return {
    email,
    phone,
    userId: session.userId,
    /** What verify-phone and resend need besides the code: the user and their token. */
    session: { userId: session.userId, verificationToken: session.verificationToken },
    code: await latestSmsCode(t, phone),
  };
}

/** A code of the same length that is certainly not `code`. */
export function wrongCode(code: string, offset = 1): string {
  return String((Number(code) + offset) % 10 ** code.length).padStart(code.length, '0');
}

/** A database whose every use throws, as when PostgreSQL is gone: the way to a real 500. */
export function unreachableDatabase(): Database {
  return new Proxy({} as Database, {
    get() {
      throw new Error('database unreachable');
    },
  });
}
