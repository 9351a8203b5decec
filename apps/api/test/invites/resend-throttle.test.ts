import { INVITE_MESSAGES } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import { inviteAs, type ActorKey } from '../support/admin-world.ts';
import { readOutbox } from '../support/outbox.ts';
import { DAY_SECONDS, letAMinutePass, rewindThrottles } from '../support/throttles.ts';

/**
 * Issue #23 §7: 20 resends sent 21 emails to one address in minutes. An organization's invites
 * now reach one address at most once a minute and five times a day, counting the invite's
 * email, its resends, and invites deleted and sent again; past it, 429 with a clear message and
 * Retry-After. Time passes by rewinding the throttles' counted attempts, with no sleep.
 */
const { t, world, post, del, refused } = adminWorldForFile();

let sequence = 0;
async function invited(by: ActorKey = 'managerA') {
  sequence += 1;
  const email = `resent${sequence}@new.test`;
  const invite = await inviteAs(t, world, by, {
    name: `Resent Invitee ${sequence}`,
    email,
    position: 'employee',
  });
  return { invite, email };
}

const resend = (id: number, actor: ActorKey = 'managerA') =>
  post(actor, `/api/invites/${id}/resend`);

describe('POST /api/invites/:id/resend: at most once a minute and five times a day', () => {
  it('a resend within a minute of the last email answers 429 with the message and Retry-After, changes nothing and sends nothing; a minute later it sends', async () => {
    const { invite, email } = await invited();
    const answer = await refused(
      429,
      () => resend(invite.id),
      INVITE_MESSAGES.tooManyEmails('1 minute'),
    );
    const retryAfter = Number(answer.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await readOutbox(t.app, email)).toHaveLength(1);

    await letAMinutePass(t);
    expect((await resend(invite.id)).statusCode).toBe(200);
    expect(await readOutbox(t.app, email)).toHaveLength(2);
  });

  it('twenty resends a minute apart send five emails a day (the invite and four resends); the rest answer 429 until the day has passed', async () => {
    const { invite, email } = await invited();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await letAMinutePass(t);
      statuses.push((await resend(invite.id)).statusCode);
    }
    expect(statuses).toEqual([...Array(4).fill(200), ...Array(16).fill(429)]);
    expect(await readOutbox(t.app, email)).toHaveLength(5);

    const late = await resend(invite.id);
    expect(late.json().message).toMatch(
      /^This invite was emailed recently: an invite goes to one address at most once a minute and 5 times a day\. Please try again in \d+ hours\.$/,
    );
    expect(Number(late.headers['retry-after'])).toBeGreaterThan(60 * 60);

    await rewindThrottles(t, DAY_SECONDS);
    expect((await resend(invite.id)).statusCode).toBe(200);
    expect(await readOutbox(t.app, email)).toHaveLength(6);
  });

  it('a burst of simultaneous resends, a minute after the invite, sends one email', async () => {
    const { invite, email } = await invited();
    await letAMinutePass(t);
    const answers = await Promise.all(Array.from({ length: 8 }, () => resend(invite.id)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(7).fill(429)]);
    expect(await readOutbox(t.app, email)).toHaveLength(2);
  });

  it('deleting the invite and inviting the address again counts against the same bound', async () => {
    const { invite, email } = await invited();
    expect((await del('managerA', `/api/invites/${invite.id}`)).statusCode).toBe(204);
    const again = await post('managerA', '/api/invites', {
      name: 'Invited Again',
      email,
      position: 'employee',
    });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ message: INVITE_MESSAGES.tooManyEmails('1 minute') });
    expect(await readOutbox(t.app, email)).toHaveLength(1);
  });

  it("another organization's invite of the same address is counted apart: neither blocks the other", async () => {
    const { email } = await invited('adminA');
    const fromB = await post('adminB', '/api/invites', {
      name: 'Wanted Twice',
      email,
      position: 'employee',
    });
    expect(fromB.statusCode).toBe(201);
    expect(await readOutbox(t.app, email)).toHaveLength(2);
  });
});
