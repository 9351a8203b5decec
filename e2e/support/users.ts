import { expect, type APIRequestContext } from '@playwright/test';
import { codeFromOutbox } from './outbox.ts';

export interface Credentials {
  email: string;
  password: string;
}

export interface TestUser extends Credentials {
  name: string;
}

/** Seeded demo logins (SEED_DEMO=true); all share one password. */
export const DEMO_PASSWORD = 'Chairside123!';
export const demo = {
  admin: { email: 'admin@chairside.test', password: DEMO_PASSWORD },
  manager: { email: 'manager@brightsmiles.test', password: DEMO_PASSWORD },
  employee: { email: 'hygienist@brightsmiles.test', password: DEMO_PASSWORD },
  /** Bright Smiles' Specialty Assistant-Endo: a Dental Assistant-Specialty shift in Endodontics is for her. */
  endoAssistant: { email: 'endo@brightsmiles.test', password: DEMO_PASSWORD },
  /** Pacific Coast's hygienist, Lucia Alvarez: the demo's offer she left unanswered has expired. */
  pacificHygienist: { email: 'hygienist@pacificcoast.test', password: DEMO_PASSWORD },
  pacificManager: { email: 'manager@pacificcoast.test', password: DEMO_PASSWORD },
} satisfies Record<string, Credentials>;

/** An address no other run or test uses. */
export function uniqueEmail(label: string): string {
  const suffix = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return `e2e-${label}-${suffix}@example.com`;
}

/** Fresh, not yet registered details. */
export function newUser(label: string): TestUser {
  return {
    name: `Casey ${label.charAt(0).toUpperCase()}${label.slice(1)} ${Math.random().toString(36).slice(2, 6)}`,
    email: uniqueEmail(label),
    password: 'Original-pass-1',
  };
}

/**
 * Registers and verifies a user through the API (the journeys that test those screens drive the
 * UI instead), so a test can change this user's profile or password without touching the demo
 * data other tests rely on.
 */
export async function createVerifiedUser(
  request: APIRequestContext,
  label: string,
): Promise<TestUser> {
  const user = newUser(label);
  const registered = await request.post('/api/auth/register', {
    data: { name: user.name, email: user.email, password: user.password, jobTitle: 'Front Desk' },
  });
  expect(registered.ok(), `POST /api/auth/register: ${await registered.text()}`).toBe(true);
  const code = await codeFromOutbox(request, user.email, '/auth/verify-email');
  const verified = await request.post('/api/auth/verify', { data: { code } });
  expect(verified.ok(), `POST /api/auth/verify: ${await verified.text()}`).toBe(true);
  return user;
}

/** Status of `POST /api/auth/login`, to check which password is current. */
export async function loginStatus(
  request: APIRequestContext,
  { email, password }: Credentials,
): Promise<number> {
  const response = await request.post('/api/auth/login', {
    data: { username: email, password },
  });
  return response.status();
}
