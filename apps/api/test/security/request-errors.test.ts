import { describe, expect, it } from 'vitest';
import { appForFile, bearer } from '../support/app.ts';
import { makeUser } from '../support/factories.ts';

const t = appForFile();

const postLogin = (payload: string | undefined, contentType?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: contentType ? { 'content-type': contentType } : {},
    payload,
  });

function expectJsonError(response: Awaited<ReturnType<typeof postLogin>>, status: number) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json();
  expect(Object.keys(body)).toEqual(['message']);
  expect(body.message).toEqual(expect.any(String));
  expect(body.message).not.toMatch(/FST_|stack|at .*\.js/);
  return body;
}

describe('unknown API paths', () => {
  it.each(['GET', 'POST', 'DELETE'] as const)(
    'answers %s of an unknown /api path with 404 JSON',
    async (method) => {
      const response = await t.app.inject({ method, url: '/api/no/such/route' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    },
  );

  it('answers 404 JSON, not a page, for an unknown path when no web app is built', async () => {
    const response = await t.app.inject({ url: '/dashboard' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });
});

describe('malformed requests never answer 500', () => {
  it('answers 400 JSON to a malformed JSON body', async () => {
    expectJsonError(await postLogin('{"username": "a@example.test", ', 'application/json'), 400);
  });

  it('treats an empty JSON body as no body: 400 with the schema message', async () => {
    const response = await postLogin('', 'application/json');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: ['The request must be a JSON object'] });
  });

  it('accepts a body-less DELETE that carries the JSON content type (SPEC §7)', async () => {
    const admin = await makeUser(t.db, { position: 'admin' });
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/invites/999999',
      headers: { 'content-type': 'application/json', ...bearer(await t.tokens.sign(admin.id)) },
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers 400 with the schema messages when the body is missing', async () => {
    const response = await postLogin(undefined);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: ['The request must be a JSON object'] });
  });

  it('answers 400 when the JSON body is an array', async () => {
    const response = await postLogin('[1, 2]', 'application/json');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: ['The request must be a JSON object'] });
  });

  it('answers 400 when fields have the wrong type', async () => {
    const response = await postLogin(
      JSON.stringify({ username: 42, password: ['x'] }),
      'application/json',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: ['Email is required', 'Password is required'] });
  });

  it('answers 413 JSON to a body over 64 KB', async () => {
    const body = JSON.stringify({ username: 'big@example.test', password: 'x'.repeat(65 * 1024) });
    expectJsonError(await postLogin(body, 'application/json'), 413);
  });

  it('reads a body under 64 KB and validates it', async () => {
    const body = JSON.stringify({ username: 'big@example.test', password: 'x'.repeat(60 * 1024) });
    const response = await postLogin(body, 'application/json');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: [expect.any(String)] });
  });

  it('answers 415 JSON to a body that is not JSON', async () => {
    expectJsonError(
      await postLogin('username=a&password=b', 'application/x-www-form-urlencoded'),
      415,
    );
  });

  it('answers 400 JSON with a message to a malformed URL', async () => {
    const response = await t.app.inject({ url: '/api/users/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
  });
});
