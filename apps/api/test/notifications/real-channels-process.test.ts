import type { LoginResponse, PendingPhoneVerification } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { newOrganization } from '../support/payloads.ts';
import { loopbackChannelsForFile } from '../support/channels-process.ts';

/*
 * `npm start` (src/main.ts) in production with SMTP_URL and TWILIO_* pointing at loopback
 * servers: the outbox worker of the real process sends the invite email over SMTP and the phone
 * code through the Messages API, and the person onboards with what arrived.
 */

const ADMIN = { email: 'root@channels.test', password: 'Channels-Admin-42' };
const INVITEE = 'ana@channels.test';
const channels = loopbackChannelsForFile('channels', ADMIN);

async function call<Answer>(method: string, url: string, body?: unknown, token?: string) {
  const response = await fetch(`${channels.api.url}${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Answer };
}

describe('npm start with SMTP_URL and TWILIO_* on loopback', () => {
  it('emails the invite over SMTP, texts the phone code through the provider, and both work', async () => {
    const signedIn = await call<LoginResponse>('POST', '/api/auth/login', {
      username: ADMIN.email,
      password: ADMIN.password,
    });
    const token = signedIn.json.access_token;
    const organization = await call<{ id: number }>(
      'POST',
      '/api/organizations',
      newOrganization(),
      token,
    );
    expect(organization.status).toBe(201);
    const invite = await call(
      'POST',
      '/api/invites',
      {
        name: 'Ana Channels',
        email: INVITEE,
        position: 'employee',
        organizationId: organization.json.id,
      },
      token,
    );
    expect(invite.status).toBe(201);

    const [mail] = await channels.smtp.waitFor(1);
    expect(mail.from?.value).toEqual([{ name: 'Chairside', address: 'no-reply@channels.test' }]);
    expect(mail.to).toMatchObject({ value: [{ address: INVITEE }] });
    const link = mail.text?.match(/\/auth\/verify-invite\?code=([\w-]+)/);
    expect(link).not.toBeNull();

    const accepted = await call<PendingPhoneVerification>(
      'POST',
      `/api/invites/verify?code=${link?.[1]}`,
      {
        password: 'Invitee-Pass-7',
        jobTitle: 'Hygienist',
        phoneNumber: '5125550142',
      },
    );
    expect(accepted.status).toBe(200);

    const [text] = await channels.twilio.waitFor(1);
    expect(text).toMatchObject({
      to: accepted.json.phoneNumber,
      from: channels.twilio.config.from,
    });
    const code = text.body.match(/\b(\d{4})\b/)?.[1];
    const verified = await call('POST', '/api/auth/verify-phone', {
      userId: accepted.json.userId,
      verificationToken: accepted.json.verificationToken,
      code,
    });
    expect(verified.status).toBe(200);
  });
});
