import type { LoginResponse, PendingPhoneVerification } from '@chairside/domain';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiProcess } from '../../reliability/support/api-process.ts';
import { newOrganization } from '../support/payloads.ts';
import { freePort } from '../support/free-port.ts';
import { startLoopbackSmtp } from '../support/loopback-smtp.ts';
import { startLoopbackTwilio } from '../support/loopback-twilio.ts';

/*
 * `npm start` (src/main.ts) in production with SMTP_URL and TWILIO_* pointing at loopback
 * servers: the outbox worker of the real process sends the invite email over SMTP and the phone
 * code through the Messages API, and the person onboards with what arrived.
 */

const ADMIN = { email: 'root@channels.test', password: 'Channels-Admin-42' };
const INVITEE = 'ana@channels.test';
const dataDir = mkdtempSync(path.join(tmpdir(), 'chairside-channels-'));

let smtp: Awaited<ReturnType<typeof startLoopbackSmtp>>;
let twilio: Awaited<ReturnType<typeof startLoopbackTwilio>>;
let api: ApiProcess;

beforeAll(async () => {
  smtp = await startLoopbackSmtp();
  twilio = await startLoopbackTwilio();
  api = await startApi({
    port: await freePort(),
    env: {
      DATA_DIR: dataDir,
      JWT_SECRET: 'real-channels-secret-0123456789-abcdefgh',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Chairside <no-reply@channels.test>',
      TWILIO_ACCOUNT_SID: twilio.config.accountSid,
      TWILIO_AUTH_TOKEN: twilio.config.authToken,
      TWILIO_FROM: twilio.config.from,
      TWILIO_API_BASE: twilio.config.apiBase,
      BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
      BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
    },
  });
}, 120_000);
afterAll(async () => {
  await api?.stop();
  await Promise.all([smtp?.close(), twilio?.close()]);
  rmSync(dataDir, { recursive: true, force: true });
});

async function call<Answer>(method: string, url: string, body?: unknown, token?: string) {
  const response = await fetch(`${api.url}${url}`, {
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

    const [mail] = await smtp.waitFor(1);
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

    const [text] = await twilio.waitFor(1);
    expect(text).toMatchObject({ to: accepted.json.phoneNumber, from: twilio.config.from });
    const code = text.body.match(/\b(\d{4})\b/)?.[1];
    const verified = await call('POST', '/api/auth/verify-phone', {
      userId: accepted.json.userId,
      verificationToken: accepted.json.verificationToken,
      code,
    });
    expect(verified.status).toBe(200);
  });
});
