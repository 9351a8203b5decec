import type { PendingPhoneVerification } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { inviteAs, latestSmsCode, type ActorKey, type AdminWorld } from './admin-world.ts';
import type { TestApp } from './app.ts';
import { latestLinkCode } from './outbox.ts';

export const INVITEE_PASSWORD = 'Invitee-Pass-7';

/** POST /api/invites/verify?code= with a valid form; `phoneNumber` as typed (10 digits). */
export function acceptInvite(
  t: TestApp,
  code: string,
  form: { phoneNumber: string; password?: string; jobTitle?: string },
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/invites/verify?code=${encodeURIComponent(code)}`,
    payload: {
      password: form.password ?? INVITEE_PASSWORD,
      jobTitle: form.jobTitle ?? 'Hygienist',
      phoneNumber: form.phoneNumber,
    },
  });
}

/** Accepts the invite (failing the test unless it answers 200) and reads the texted code. */
export async function acceptedInvite(
  t: TestApp,
  code: string,
  form: Parameters<typeof acceptInvite>[2],
): Promise<{ session: PendingPhoneVerification; smsCode: string }> {
  const response = await acceptInvite(t, code, form);
  if (response.statusCode !== 200) {
    throw new Error(`Invite acceptance failed with ${response.statusCode}: ${response.body}`);
  }
  const session = response.json<PendingPhoneVerification>();
  return { session, smsCode: await latestSmsCode(t, session.phoneNumber) };
}

let invitees = 0;

/**
 * Someone invited into organization A, by its manager unless `invite.by` says who, and the
 * code of the emailed link. `label` starts their address: `${label}<n>@new.test`.
 */
export async function invitedPerson(
  t: TestApp,
  world: AdminWorld,
  label: string,
  invite: { by?: ActorKey; position?: string; managingLocationIds?: number[] } = {},
) {
  invitees += 1;
  const email = `${label}${invitees}@new.test`;
  const { by = 'managerA', ...rest } = invite;
  const row = await inviteAs(t, world, by, {
    name: `Invitee ${invitees}`,
    email,
    position: 'employee',
    ...rest,
  });
  return { invite: row, email, link: await latestLinkCode(t.app, email, '/auth/verify-invite') };
}

/**
 * An invited person who accepted the invite with a phone number of their own: their pending
 * session (what verify-phone and resend need besides the code) and the code texted to them.
 */
export async function onboardingPerson(
  t: TestApp,
  world: AdminWorld,
  label: string,
  invite: Parameters<typeof invitedPerson>[3] = {},
) {
  const invited = await invitedPerson(t, world, label, invite);
  const phoneNumber = `512555${String(2000 + invitees).padStart(4, '0')}`;
  const { session, smsCode } = await acceptedInvite(t, invited.link, { phoneNumber });
  const { userId, verificationToken } = session;
  return {
    ...invited,
    phone: session.phoneNumber,
    session: { userId, verificationToken },
    userId,
    code: smsCode,
  };
}

export function verifyPhoneCall(
  t: TestApp,
  body: { userId: number; verificationToken?: string; code: string },
) {
  return t.app.inject({ method: 'POST', url: '/api/auth/verify-phone', payload: body });
}

export function resendCall(t: TestApp, body: { userId: number; verificationToken?: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/resend-phone-verification',
    payload: body,
  });
}

/** A code of the same length that is certainly not `code`. */
export function otherCode(code: string, offset = 1): string {
  return String((Number(code) + offset) % 10 ** code.length).padStart(code.length, '0');
}

/**
 * Moves a user's phone codes, and the texts counted against their number, back in time: as if
 * the resend cooldown (and the number's one text a minute) had passed.
 */
export async function agePhoneCodes(t: TestApp, userId: number, seconds = 61) {
  await t.db.execute(sql`
    update one_time_codes set created_at = created_at - make_interval(secs => ${seconds})
    where user_id = ${userId} and purpose = 'phone_verification'`);
  await t.db.execute(sql`
    update rate_limit_events set created_at = created_at - make_interval(secs => ${seconds})
    where key = (select 'phone-text:' || phone_number from users where id = ${userId})`);
}

/** Lets a day pass for the texts-per-number limit (one a minute, five a day). */
export async function forgetTexts(t: TestApp) {
  await t.db.execute(sql`
    update rate_limit_events set created_at = created_at - interval '1 day 1 minute'
    where key like 'phone-text:%'`);
}
