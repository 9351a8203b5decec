import {
  defaultNotificationPreferences,
  type NotificationPreferences,
  type AppNotification,
  type Page,
  type LoginResponse,
  type PendingPhoneVerification,
} from '@chairside/domain';
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { loopbackChannelsForFile } from '../support/channels-process.ts';
import type { ReceivedText } from '../support/loopback-twilio.ts';
import { newLocation, newOrganization } from '../support/payloads.ts';

/*
 * Issue #14 §4, black-box: `npm start` (src/main.ts, production, a fresh DATA_DIR, no demo data)
 * with SMTP_URL at a loopback SMTP server and TWILIO_* at a loopback Messages API. Everyone
 * signs up as a user would, reading their codes from what arrived; then a manager posts a
 * Hygienist shift at an Austin office (ZIP 78701), and only the hygienist who fits hears of it.
 */

const ADMIN = { email: 'root@alerts.test', password: 'Alerts-Admin-42' };
const PASSWORD = 'Alerts-Person-7';
/** 10 miles from 78701 (Austin, TX), and 200 miles (Plano, TX), by the offline geocoder. */
const ZIP_10_MILES = '78747';
const ZIP_200_MILES = '75026';
/** What the worker needs to send a message it found: the alerts must arrive within this. */
const ALERT_WITHIN_MS = 10_000;
const channels = loopbackChannelsForFile('alerts', ADMIN);

/** Calls the API as a browser would; fails the test on any other status than `status`. */
async function call<Answer>(
  method: string,
  url: string,
  status: number,
  body?: unknown,
  token?: string,
): Promise<Answer> {
  const response = await fetch(`${channels.api.url}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.status, `${method} ${url}: ${text}`).toBe(status);
  return (text ? JSON.parse(text) : null) as Answer;
}

async function signIn(email: string, password = PASSWORD): Promise<string> {
  const answer = await call<LoginResponse>('POST', '/api/auth/login', 200, {
    username: email,
    password,
  });
  return answer.access_token;
}

const mailTo = (address: string) => (mail: ParsedMail) =>
  !Array.isArray(mail.to) && mail.to?.value.some((to) => to.address === address) === true;
const textTo = (phone: string) => (text: ReceivedText) => text.to === phone;

/** The code in the first link to `route` of the first email to `address`. */
async function codeFromEmail(address: string, route: string): Promise<string> {
  const mail = await channels.smtp.waitForMatch(mailTo(address));
  const code = mail.text?.match(new RegExp(`${route}\\?code=([\\w-]+)`))?.[1];
  expect(code, `a ${route} link in the email to ${address}`).toBeDefined();
  return code as string;
}

interface Person {
  email: string;
  token: string;
  /** As the provider receives it (E.164), when the person verified one. */
  phone: string | null;
}

/**
 * Someone invited by `inviterToken` accepts with `jobTitle` and `phoneNumber`, verifies the
 * phone with the code the loopback provider received, and signs in.
 */
async function acceptInvite(
  inviterToken: string,
  invite: { name: string; email: string; position: string; organizationId?: number },
  jobTitle: string,
  phoneNumber: string,
): Promise<Person> {
  await call('POST', '/api/invites', 201, invite, inviterToken);
  const code = await codeFromEmail(invite.email, '/auth/verify-invite');
  const pending = await call<PendingPhoneVerification>(
    'POST',
    `/api/invites/verify?code=${code}`,
    200,
    { password: PASSWORD, jobTitle, phoneNumber },
  );
  const text = await channels.twilio.waitForMatch(textTo(pending.phoneNumber));
  await call('POST', '/api/auth/verify-phone', 200, {
    userId: pending.userId,
    verificationToken: pending.verificationToken,
    code: text.body.match(/\b(\d{4})\b/)?.[1],
  });
  return { email: invite.email, token: await signIn(invite.email), phone: pending.phoneNumber };
}

/** An independent professional: registers, verifies the emailed code, signs in. */
async function register(name: string, email: string, jobTitle: string): Promise<Person> {
  await call('POST', '/api/auth/register', 201, { name, email, jobTitle, password: PASSWORD });
  const code = await codeFromEmail(email, '/auth/verify-email');
  await call('POST', '/api/auth/verify', 200, { code });
  return { email, token: await signIn(email), phone: null };
}

/**
 * A signed-in person saves `phoneNumber` in their profile and verifies it with the code the
 * loopback provider received, as Settings does.
 */
async function withVerifiedPhone(
  person: Person,
  jobTitle: string,
  phoneNumber: string,
): Promise<Person> {
  const { name } = await call<{ name: string }>(
    'GET',
    '/api/users/me',
    200,
    undefined,
    person.token,
  );
  const me = await call<{ phoneNumber: string }>(
    'POST',
    '/api/users/me/profile',
    200,
    { name, phoneNumber, jobTitle },
    person.token,
  );
  await call('POST', '/api/users/me/phone/code', 200, undefined, person.token);
  const text = await channels.twilio.waitForMatch(textTo(me.phoneNumber));
  const code = text.body.match(/\b(\d{4})\b/)?.[1];
  await call('POST', '/api/users/me/phone/verify', 200, { code }, person.token);
  return { ...person, phone: me.phoneNumber };
}

/** 'YYYY-MM-DD' `days` after today (UTC): the shifts are weeks ahead, whatever today is. */
function dayAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Email and text for new shifts, the defaults elsewhere, read in Central time. */
const EMAIL_AND_TEXT_FOR_NEW_SHIFTS = (() => {
  const preferences = defaultNotificationPreferences();
  preferences.channels.newShifts.sms = true;
  return { ...preferences, timeZone: 'America/Chicago' };
})();

describe('a posted Hygienist shift reaches the hygienist it fits, by email, text and in the app (issue #14 §4)', () => {
  const day = dayAhead(21);
  let locationId = 0;
  let manager: Person;
  let near: Person;
  const others: Record<'frontDesk' | 'farAway' | 'booked', Person> = {} as never;

  /** The manager posts a Hygienist shift at the Austin office, starting at `clock` on `day`. */
  const postHygienistShift = (clock: string, internalNotes: string) =>
    call<{ id: number }>(
      'POST',
      '/api/shifts',
      201,
      {
        locationId,
        date: `${day}T${clock}`,
        position: 'Hygienist',
        specialty: null,
        totalMinutes: 480,
        lunchMinutes: 30,
        notes: null,
        internalNotes,
      },
      manager.token,
    );

  /** `person` lives at `homeZip` and travels `travelRadiusMiles`, any weekday, for anyone. */
  const setWorkProfile = (person: Person, homeZip: string, travelRadiusMiles: number) =>
    call(
      'PUT',
      '/api/users/me/work-profile',
      200,
      { homeZip, travelRadiusMiles, weekdays: [], openToOtherOrganizations: true },
      person.token,
    );

  /**
   * Issue #27: an independent hygienist adds a Texas license and a CPR/BLS card in Settings ›
   * Credentials, and the platform admin verifies them (an independent's), so that a Hygienist
   * shift of another organization is for them.
   */
  async function withVerifiedCredentials(person: Person) {
    const { id } = await call<{ id: number }>('GET', '/api/users/me', 200, undefined, person.token);
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const expiresOn = `${new Date().getUTCFullYear() + 2}-12-31`;
    for (const credential of [
      { type: 'hygiene_license', stateCode: 'TX', number: 'RDH-104-TX' },
      { type: 'cpr_bls', stateCode: null, number: 'BLS-104' },
    ]) {
      const added = await call<{ id: number }>(
        'POST',
        '/api/users/me/credentials',
        201,
        { ...credential, expiresOn },
        person.token,
      );
      await call('POST', `/api/users/${id}/credentials/${added.id}/verify`, 200, undefined, admin);
    }
  }

  it('signs everyone up over HTTP with the codes that arrived by email and text', async () => {
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const bright = await call<{ id: number }>(
      'POST',
      '/api/organizations',
      201,
      newOrganization(),
      admin,
    );
    const location = await call<{ id: number }>(
      'POST',
      '/api/locations',
      201,
      newLocation({ organizationId: bright.id }),
      admin,
    );
    locationId = location.id;

    manager = await acceptInvite(
      admin,
      {
        name: 'Mara Manager',
        email: 'mara@alerts.test',
        position: 'manager',
        organizationId: bright.id,
      },
      'Front Desk',
      '5125550101',
    );
    others.frontDesk = await acceptInvite(
      manager.token,
      { name: 'Fred Desk', email: 'fred@alerts.test', position: 'employee' },
      'Front Desk',
      '5125550102',
    );
    others.booked = await acceptInvite(
      manager.token,
      { name: 'Bea Booked', email: 'bea@alerts.test', position: 'employee' },
      'Hygienist',
      '5125550103',
    );

    // Bea is confirmed on a shift that overlaps the one posted below, before anyone else has a
    // work profile (so this first shift reaches no one the test watches).
    const booking = await postHygienistShift('07:00', 'already booked');
    const bea = await call<{ id: number }>(
      'GET',
      '/api/users/me',
      200,
      undefined,
      others.booked.token,
    );
    await call(
      'POST',
      `/api/shifts/${booking.id}/requests/assign-user`,
      200,
      { userId: bea.id, notes: null },
      manager.token,
    );

    // The hygienist who fits is an independent 10 miles away who verified a phone in Settings;
    // another independent hygienist lives 200 miles away.
    near = await withVerifiedPhone(
      await register('Nina Near', 'nina@alerts.test', 'Hygienist'),
      'Hygienist',
      '5125550104',
    );
    await setWorkProfile(near, ZIP_10_MILES, 25);
    await withVerifiedCredentials(near);
    others.farAway = await register('Farah Far', 'farah@alerts.test', 'Hygienist');
    await setWorkProfile(others.farAway, ZIP_200_MILES, 100);
  });

  it('emails and texts the hygienist 10 miles away within 10 seconds, and no one else', async () => {
    await call(
      'PUT',
      '/api/users/me/notification-preferences',
      200,
      EMAIL_AND_TEXT_FOR_NEW_SHIFTS,
      near.token,
    );
    const mailBefore = channels.smtp.received.length;
    const textsBefore = channels.twilio.received.length;
    const newOnly = <Item>(items: Item[], before: number) => items.slice(before);

    const posted = Date.now();
    const shift = await postHygienistShift('09:00', 'the posted shift');
    const arrived = (item: ParsedMail | ReceivedText, before: number, all: unknown[]) =>
      all.indexOf(item) >= before;
    const [alertMail] = await Promise.all([
      channels.smtp.waitForMatch(
        (mail) => mailTo(near.email)(mail) && arrived(mail, mailBefore, channels.smtp.received),
        ALERT_WITHIN_MS,
      ),
      channels.twilio.waitForMatch(
        (text) =>
          textTo(near.phone as string)(text) &&
          arrived(text, textsBefore, channels.twilio.received),
        ALERT_WITHIN_MS,
      ),
    ]);
    expect(Date.now() - posted).toBeLessThan(ALERT_WITHIN_MS);

    const inApp = await call<Page<AppNotification>>(
      'GET',
      '/api/notifications',
      200,
      undefined,
      near.token,
    );
    expect(inApp.items).toContainEqual(
      expect.objectContaining({ type: 'new_shift', shiftId: shift.id, readAt: null }),
    );

    // One more message, queued after the alerts, arrives after the worker has sent everything
    // queued before it: then nothing else for the other three is still on its way.
    await call('POST', '/api/auth/forgot-password', 200, { email: manager.email });
    await channels.smtp.waitForMatch(
      (mail) => mailTo(manager.email)(mail) && arrived(mail, mailBefore, channels.smtp.received),
    );
    for (const person of Object.values(others)) {
      expect(newOnly(channels.smtp.received, mailBefore).filter(mailTo(person.email))).toEqual([]);
      if (person.phone)
        expect(newOnly(channels.twilio.received, textsBefore).filter(textTo(person.phone))).toEqual(
          [],
        );
      const own = await call<Page<AppNotification>>(
        'GET',
        '/api/notifications',
        200,
        undefined,
        person.token,
      );
      expect(own.items.filter((item) => item.shiftId === shift.id)).toEqual([]);
    }

    // Issue #14 §2: the alert's one-click unsubscribe, posted as a mail client does (RFC 8058),
    // stops Nina's new-shift emails and changes nothing else.
    const header = alertMail.headerLines.find((line) => line.key === 'list-unsubscribe');
    const oneClick = new URL(header?.line.match(/<([^>]+)>/)?.[1] ?? '');
    const unsubscribed = await fetch(`${channels.api.url}${oneClick.pathname}${oneClick.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.status).toBe(200);
    const preferences = await call<NotificationPreferences>(
      'GET',
      '/api/users/me/notification-preferences',
      200,
      undefined,
      near.token,
    );
    expect(preferences).toEqual({
      ...EMAIL_AND_TEXT_FOR_NEW_SHIFTS,
      channels: {
        ...EMAIL_AND_TEXT_FOR_NEW_SHIFTS.channels,
        newShifts: { email: false, sms: true, push: true },
      },
    });
  });
});
