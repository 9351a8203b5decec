import type { LoginResponse } from '@chairside/domain';
import type { FastifyInstance } from 'fastify';
import { callsAs, type TestApp } from './app.ts';
import { TEST_PASSWORD } from './factories.ts';

/** POST /api/auth/login, from `remoteAddress` (the client address the throttles count by). */
export function login(
  app: FastifyInstance,
  username: string,
  password: string,
  remoteAddress = '127.0.0.1',
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress,
  });
}

/** POST /api/auth/forgot-password, from `remoteAddress`. */
export function forgotPassword(app: FastifyInstance, email: string, remoteAddress: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress,
  });
}

/** Signs in through the API and answers the access token; fails the test if sign-in fails. */
export async function signIn(app: FastifyInstance, email: string, password: string) {
  const response = await login(app, email, password);
  if (response.statusCode !== 200) {
    throw new Error(`Sign-in of ${email} failed with ${response.statusCode}: ${response.body}`);
  }
  return response.json<LoginResponse>().access_token;
}

/** GET, POST, PATCH, PUT and DELETE as a user signed in through the API with the test password. */
export async function signedInCalls(t: TestApp, email: string) {
  return callsAs(t.app, await signIn(t.app, email, TEST_PASSWORD));
}
