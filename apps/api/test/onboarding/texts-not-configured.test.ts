import { PHONE_MESSAGES } from '@chairside/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { adminWorldForFile } from '../support/admin-file.ts';
import { testConfig } from '../support/app.ts';
import { TWILIO_ACCOUNT } from '../support/loopback-twilio.ts';
import { acceptInvite, invitedPerson, onboardingPerson } from '../support/onboarding.ts';

/*
 * In production, a phone code that cannot be texted (no TWILIO_*) would never arrive: the steps
 * that text one say so plainly (503) instead of leaving the person waiting for it.
 */

const { t, world } = adminWorldForFile();
const instances: FastifyInstance[] = [];

/** Another instance on the same database, as deployed with `overrides`. */
async function instance(overrides: Parameters<typeof testConfig>[0]) {
  const app = await buildApp(testConfig(overrides), t.db, { logger: false });
  instances.push(app);
  return app;
}

let productionWithoutTexts: FastifyInstance;
beforeAll(async () => {
  productionWithoutTexts = await instance({ env: 'production', twilio: null });
});
afterAll(() => Promise.all(instances.map((app) => app.close())));

const verifyInviteOn = (app: FastifyInstance, code: string) =>
  app.inject({
    method: 'POST',
    url: `/api/invites/verify?code=${encodeURIComponent(code)}`,
    payload: { password: 'Invitee-Pass-7', jobTitle: 'Hygienist', phoneNumber: '5125550199' },
  });

describe('phone verification in production without a text provider', () => {
  it('accepting an invite answers 503 saying texts are not configured, and spends nothing', async () => {
    const { link } = await invitedPerson(t, world, 'no-texts');
    const refused = await verifyInviteOn(productionWithoutTexts, link);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: PHONE_MESSAGES.textsNotConfigured });
    // The invite is still good once texts can be sent.
    expect((await acceptInvite(t, link, { phoneNumber: '5125550198' })).statusCode).toBe(200);
  });

  it('resending the code answers 503 saying texts are not configured', async () => {
    const { session } = await onboardingPerson(t, world, 'no-texts-resend');
    const response = await productionWithoutTexts.inject({
      method: 'POST',
      url: '/api/auth/resend-phone-verification',
      payload: session,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: PHONE_MESSAGES.textsNotConfigured });
  });

  it('accepts the invite in production once TWILIO_* is configured', async () => {
    const configured = await instance({
      env: 'production',
      twilio: { ...TWILIO_ACCOUNT, apiBase: 'http://127.0.0.1:9' },
    });
    const { link } = await invitedPerson(t, world, 'with-texts');
    expect((await verifyInviteOn(configured, link)).statusCode).toBe(200);
  });
});
