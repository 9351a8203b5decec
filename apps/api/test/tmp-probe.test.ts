import { beforeAll, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.ts';
let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
it('probe', async () => {
  for (const [m, u, p, h] of [
    ['GET', '/api/dev/outbox', undefined, {}],
    ['GET', '/api/dev/outbox?to=', undefined, {}],
    ['POST', '/api/auth/login', '{bad json', { 'content-type': 'application/json' }],
    ['POST', '/api/auth/login', '', { 'content-type': 'application/json' }],
    ['POST', '/api/auth/login', undefined, {}],
    ['POST', '/api/auth/login', 'a=b', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['POST', '/api/auth/login', JSON.stringify({ username: 'x'.repeat(70000), password: 'y' }), { 'content-type': 'application/json' }],
    ['GET', '/api/nope', undefined, {}],
  ] as const) {
    const r = await t.app.inject({ method: m, url: u, payload: p, headers: h });
    console.log(m, u, r.statusCode, r.headers['content-type'], r.body.slice(0, 200));
  }
  const d = await t.app.inject({ url: '/api/docs/json' });
  console.log(d.statusCode, Object.keys(d.json().paths), d.headers['content-security-policy']);
  const h = await t.app.inject({ url: '/api/health' });
  console.log(h.headers);
  const r = await t.app.inject({ url: '/api/health' });
  console.log(r.statusCode, r.body, r.headers);
});
