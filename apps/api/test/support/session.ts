import type { FastifyInstance } from 'fastify';

export function login(app: FastifyInstance, username: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
}

/** Signs in through the API and answers the access token; fails the test if sign-in fails. */
export async function signIn(app: FastifyInstance, email: string, password: string) {
  const response = await login(app, email, password);
  if (response.statusCode !== 200) {
    throw new Error(`Sign-in of ${email} failed with ${response.statusCode}: ${response.body}`);
  }
  return response.json<{ access_token: string }>().access_token;
}
