import { afterAll, beforeAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApi } from '../../reliability/support/api-process.ts';
import { freePort } from './free-port.ts';
import { startLoopbackSmtp } from './loopback-smtp.ts';
import { startLoopbackTwilio } from './loopback-twilio.ts';

/**
 * `npm start` (src/main.ts) in production with a fresh DATA_DIR, no demo data, SMTP_URL at a
 * loopback SMTP server and TWILIO_* at a loopback Messages API; `admin` is the bootstrap admin.
 * `stop` ends the process and the servers and removes the data directory.
 */
export async function startApiWithLoopbackChannels(
  label: string,
  admin: { email: string; password: string },
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `chairside-${label}-`));
  const smtp = await startLoopbackSmtp();
  const twilio = await startLoopbackTwilio();
  const api = await startApi({
    port: await freePort(),
    env: {
      DATA_DIR: dataDir,
      JWT_SECRET: `${label}-secret-0123456789-abcdefghijklmnop`,
      SMTP_URL: smtp.url,
      MAIL_FROM: `Chairside <no-reply@${label}.test>`,
      TWILIO_ACCOUNT_SID: twilio.config.accountSid,
      TWILIO_AUTH_TOKEN: twilio.config.authToken,
      TWILIO_FROM: twilio.config.from,
      TWILIO_API_BASE: twilio.config.apiBase,
      BOOTSTRAP_ADMIN_EMAIL: admin.email,
      BOOTSTRAP_ADMIN_PASSWORD: admin.password,
    },
  });
  return {
    api,
    smtp,
    twilio,
    stop: async () => {
      await api.stop();
      await Promise.all([smtp.close(), twilio.close()]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The process of `startApiWithLoopbackChannels` for one test file: call it at the top level.
 * Its `api`, `smtp` and `twilio` are filled in by the `beforeAll` it registers.
 */
export function loopbackChannelsForFile(label: string, admin: { email: string; password: string }) {
  const channels = {} as Awaited<ReturnType<typeof startApiWithLoopbackChannels>>;
  beforeAll(async () => {
    Object.assign(channels, await startApiWithLoopbackChannels(label, admin));
  }, 120_000);
  afterAll(() => channels.stop?.());
  return channels;
}
