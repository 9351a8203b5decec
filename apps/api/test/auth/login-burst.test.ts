import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makeUser, TEST_PASSWORD } from '../support/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const login = (username: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress,
  });

describe('wrong passwords arriving at once', () => {
  it('30 simultaneous wrong passwords for one account get 10 answers of 401 and 20 of 429; then the account is locked', async () => {
    const user = await makeUser(t.db, { email: 'burst@example.test' });
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        login(user.email, `Wrong-Password-${index}`, `192.0.2.${index + 1}`),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(20).fill(429)]);
    const right = await login(user.email, TEST_PASSWORD, '192.0.2.200');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({
      message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
    });
  });

  it('10 simultaneous password reset requests for one address send 5 emails; the rest answer 429', async () => {
    const user = await makeUser(t.db, { email: 'reset-burst@example.test' });
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email: user.email },
          remoteAddress: `192.0.2.${index + 100}`,
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(5).fill(429)]);
    const outbox = await t.app.inject({
      method: 'GET',
      url: `/api/dev/outbox?to=${encodeURIComponent(user.email)}`,
    });
    expect(outbox.json()).toHaveLength(5);
  });
});
