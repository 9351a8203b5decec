import { sql } from 'drizzle-orm';
import { unsubscribeToken } from '../../../../src/modules/notifications/unsubscribe-tokens.ts';
import { TEST_PASSWORD } from '../../../../test/support/factories.ts';
import type { MatrixCall, RouteSpec } from '../types.ts';
import type { MatrixWorld } from '../world.ts';
import { fixed, NO_SUCH_ID } from './cases.ts';
import { differs, rows } from './stored.ts';

/** A garbage one-time code of the length the server issues. */
const GARBAGE_CODE = 'x'.repeat(43);

function publicRoute(call: (world: MatrixWorld) => MatrixCall): RouteSpec {
  return {
    access: 'public',
    cases: (_actor, world) => [fixed('no target', 'none', () => call(world))],
  };
}

/**
 * app.ts routes malformed URLs (which fail before routing) to this path, for every method, so
 * that they get the one error body and the security headers: it answers 400 to anybody.
 */
function invalidUrlFallback(): Record<string, RouteSpec> {
  const methods = ['DELETE', 'GET', 'OPTIONS', 'PATCH', 'POST', 'PUT', 'QUERY', 'TRACE'] as const;
  return Object.fromEntries(
    methods.map((method) => [
      `${method} /api/invalid-url`,
      publicRoute(() => ({ method, url: '/api/invalid-url', status: 400 })),
    ]),
  );
}

/**
 * Routes for people who are not signed in. Whatever credential is sent, they answer the same:
 * a token neither unlocks more nor is refused. The calls are chosen so that each answer is the
 * same every time (no lockout or cooldown is reached).
 */
export const publicRoutes: Record<string, RouteSpec> = {
  'GET /api/health': publicRoute(() => ({ method: 'GET', url: '/api/health', status: 200 })),
  'GET /api/config': publicRoute(() => ({ method: 'GET', url: '/api/config', status: 200 })),
  // A calendar feed's token is its only credential: a bearer token opens no feed it does not name.
  'GET /api/calendar/:file': publicRoute(() => ({
    method: 'GET',
    url: `/api/calendar/${GARBAGE_CODE}.ics`,
    status: 404,
  })),

  // API5: a signed-in admin registering someone, with position and organization in the body,
  // still creates an unverified independent employee.
  'POST /api/auth/register': publicRoute((world) => {
    const email = world.freshEmail(null);
    return {
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email,
        password: TEST_PASSWORD,
        name: 'New Person',
        jobTitle: 'Hygienist',
        position: 'admin',
        organizationId: world.org('A').organization.id,
        isActive: true,
      },
      status: 201,
      writes: ['users', 'one_time_codes', 'outbox'],
      effect: async () => {
        const [user] = await rows<{
          id: number;
          position: string;
          organization_id: number | null;
          verified: boolean;
        }>(
          world,
          sql`select id, position, organization_id, email_verified_at is not null as verified
                from users where email = ${email}`,
        );
        if (!user) return [`no account was created for ${email}`];
        world.registry.addUser(email, user.id, null);
        return [
          ...differs('the new position', user.position, 'employee'),
          ...differs('the new organization', user.organization_id, null),
          ...differs('the new account verified', user.verified, false),
        ];
      },
    };
  }),

  'POST /api/auth/verify': publicRoute(() => ({
    method: 'POST',
    url: '/api/auth/verify',
    payload: { code: GARBAGE_CODE },
    status: 400,
  })),

  // The token answered is the signed-in person's, never the caller's.
  'POST /api/auth/login': publicRoute((world) => ({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: world.loginUser.email, password: TEST_PASSWORD },
    status: 200,
    effect: async (response) => {
      const me = await world.t.app.inject({
        url: '/api/users/me',
        headers: { authorization: `Bearer ${response.json().access_token}` },
      });
      return differs('the signed-in email', me.json().email, world.loginUser.email);
    },
  })),

  // A new unknown address each time: the per-account limit (5 an hour) is not what is tested.
  'POST /api/auth/forgot-password': publicRoute((world) => ({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email: world.freshEmail(null) },
    status: 200,
  })),
  'POST /api/auth/reset-password': publicRoute(() => ({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { code: GARBAGE_CODE, password: 'Another-Pass-123' },
    status: 400,
  })),
  // Without the user's live pending-verification token: one 400 for any id (issue #11).
  'POST /api/auth/verify-phone': publicRoute(() => ({
    method: 'POST',
    url: '/api/auth/verify-phone',
    payload: { userId: NO_SUCH_ID, verificationToken: GARBAGE_CODE, code: '1234' },
    status: 400,
  })),
  'POST /api/auth/resend-phone-verification': publicRoute(() => ({
    method: 'POST',
    url: '/api/auth/resend-phone-verification',
    payload: { userId: NO_SUCH_ID, verificationToken: GARBAGE_CODE },
    status: 400,
  })),
  // The signed token is the only credential: it turns off one group's email of the person it
  // names, whoever calls, and a bearer token changes nothing.
  'POST /api/unsubscribe': publicRoute((world) => ({
    method: 'POST',
    url: '/api/unsubscribe',
    payload: {
      token: unsubscribeToken(world.t.config.jwtSecret, {
        userId: world.loginUser.id,
        group: 'newShifts',
      }),
    },
    status: 200,
    writes: ['users'],
    effect: async () => {
      const [saved] = await rows<{ email: boolean }>(
        world,
        sql`select (notification_preferences->'channels'->'newShifts'->>'email')::boolean as email
              from users where id = ${world.loginUser.id}`,
      );
      return differs('the named person’s new-shift emails', saved?.email, false);
    },
  })),
  'POST /api/invites/verify': publicRoute(() => ({
    method: 'POST',
    url: `/api/invites/verify?code=${GARBAGE_CODE}`,
    payload: { password: TEST_PASSWORD, jobTitle: 'Hygienist', phoneNumber: '5125550100' },
    status: 400,
  })),
  ...invalidUrlFallback(),
  // DESIGN §6: the developers' outbox, public outside production (checked absent there).
  'GET /api/dev/outbox': publicRoute(() => ({
    method: 'GET',
    url: '/api/dev/outbox?to=nobody@matrix.test',
    status: 200,
  })),
};
