import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile, bearer } from '../support/app.ts';
import { makeUser } from '../support/factories.ts';

const t = appForFile();
let token: string;
beforeAll(async () => {
  const admin = await makeUser(t.db, { position: 'admin', jobTitle: 'Front Desk' });
  token = await t.tokens.sign(admin.id);
});

/** Requests to signed-in routes whose body, path or query is invalid. */
const INVALID = [
  { method: 'PATCH', url: '/api/users/1', payload: { position: 'boss' } },
  { method: 'GET', url: '/api/users/abc' },
  { method: 'POST', url: '/api/shifts', payload: { nonsense: true } },
  { method: 'GET', url: '/api/shifts?month=13&year=1' },
  { method: 'POST', url: '/api/invites', payload: '{not json' },
  { method: 'POST', url: '/api/users/me/password', payload: { newPassword: 'x' } },
  { method: 'GET', url: '/api/reports/shifts?startDate=never' },
] as const;

const send = (request: (typeof INVALID)[number], headers: Record<string, string> = {}) =>
  t.app.inject({
    method: request.method,
    url: request.url,
    payload: 'payload' in request ? request.payload : undefined,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('DESIGN §4/§5: a signed-in route checks the token before it reads the input', () => {
  it.each(INVALID)(
    '$method $url answers 401 without a token, whatever the input',
    async (request) => {
      const response = await send(request);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Please sign in to continue' });
    },
  );

  it.each(INVALID)('$method $url answers 401 to a garbage token too', async (request) => {
    const response = await send(request, { authorization: 'Bearer not-a-token' });
    expect(response.statusCode).toBe(401);
  });

  it.each(INVALID)('$method $url still answers 400 to a signed-in caller', async (request) => {
    const response = await send(request, bearer(token));
    expect(response.statusCode).toBe(400);
  });
});
