import { failedDeliverySchema, pageOf } from '@chairside/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema.ts';
import { PermanentDeliveryError } from '../../src/modules/notifications/delivery-errors.ts';
import { deliverPendingMessages, MAX_ATTEMPTS } from '../../src/modules/notifications/delivery.ts';
import { appForFile, callsAs } from '../support/app.ts';
import { makeOrganization, makeUser, TEST_PASSWORD } from '../support/factories.ts';
import { enqueueCommitted } from '../support/outbox.ts';
import { signIn } from '../support/session.ts';

const t = appForFile();
const URL = '/api/admin/failed-deliveries';
const MINUTE = 60_000;

let platformAdmin: string;
let organizationAdmin: string;
let start: Date;

beforeAll(async () => {
  const organization = await makeOrganization(t.db);
  await makeUser(t.db, { email: 'root@example.test', position: 'admin' });
  await makeUser(t.db, {
    email: 'org-admin@example.test',
    position: 'admin',
    organizationId: organization.id,
  });
  platformAdmin = await signIn(t.app, 'root@example.test', TEST_PASSWORD);
  organizationAdmin = await signIn(t.app, 'org-admin@example.test', TEST_PASSWORD);

  await t.db.delete(outbox);
  const queue = (channel: 'email' | 'sms', to: string, subject: string) =>
    enqueueCommitted(t.db, { channel, to, subject, text: 'Your code is 1234' });
  await queue('sms', '+1555', 'Phone verification');
  await queue('email', 'flaky@example.test', 'Shift confirmed');
  await queue('email', 'fine@example.test', 'Welcome');
  start = new Date();
  // The text is refused for good; the email to flaky@ fails every time; fine@ is delivered.
  for (let minutes = 0; minutes <= 30; minutes += 1) {
    await deliverPendingMessages(
      t.db,
      async (message) => {
        if (message.channel === 'sms')
          throw new PermanentDeliveryError('Twilio answered 400 (21211)');
        if (message.recipient === 'flaky@example.test') throw new Error('connect ECONNREFUSED');
      },
      new Date(start.getTime() + minutes * MINUTE),
    );
  }
});

describe('GET /api/admin/failed-deliveries', () => {
  it('shows a platform admin every message given up, the latest first, without its body', async () => {
    const response = await callsAs(t.app, platformAdmin).get(URL);
    expect(response.statusCode).toBe(200);
    const page = pageOf(failedDeliverySchema).strict().parse(response.json());
    expect(page.total).toBe(2);
    expect(page.items).toEqual([
      {
        id: expect.any(Number),
        channel: 'email',
        recipient: 'flaky@example.test',
        subject: 'Shift confirmed',
        attempts: MAX_ATTEMPTS,
        lastError: 'connect ECONNREFUSED',
        createdAt: expect.any(String),
        lastAttemptAt: new Date(start.getTime() + 15 * MINUTE).toISOString(),
        failedAt: new Date(start.getTime() + 15 * MINUTE).toISOString(),
      },
      {
        id: expect.any(Number),
        channel: 'sms',
        recipient: '+1555',
        subject: 'Phone verification',
        attempts: 1,
        lastError: 'Twilio answered 400 (21211)',
        createdAt: expect.any(String),
        lastAttemptAt: start.toISOString(),
        failedAt: start.toISOString(),
      },
    ]);
    expect(response.body).not.toContain('1234');
  });

  it('pages with limit and offset', async () => {
    const response = await callsAs(t.app, platformAdmin).get(`${URL}?limit=1&offset=1`);
    expect(response.json()).toMatchObject({ total: 2, items: [{ recipient: '+1555' }] });
  });

  it("refuses an organization's admin (403) and anyone signed out (401)", async () => {
    expect((await callsAs(t.app, organizationAdmin).get(URL)).statusCode).toBe(403);
    expect((await callsAs(t.app, null).get(URL)).statusCode).toBe(401);
  });

  it('answers 400 to a page size out of range', async () => {
    expect((await callsAs(t.app, platformAdmin).get(`${URL}?limit=0`)).statusCode).toBe(400);
  });
});
