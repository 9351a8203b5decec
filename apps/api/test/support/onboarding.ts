import type { PendingPhoneVerification } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { TestApp } from './app.ts';
import { latestSmsCode } from './admin-world.ts';

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

/** Moves a user's phone codes back in time, as if the resend cooldown had passed. */
export async function agePhoneCodes(t: TestApp, userId: number, seconds = 61) {
  await t.db.execute(sql`
    update one_time_codes set created_at = created_at - make_interval(secs => ${seconds})
    where user_id = ${userId} and purpose = 'phone_verification'`);
}

/** Lets an hour pass for the texts-per-number limit. */
export async function forgetTexts(t: TestApp) {
  await t.db.execute(sql`
    update rate_limit_events set created_at = created_at - interval '61 minutes'
    where key like 'phone-text:%'`);
}
