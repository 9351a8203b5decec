import { sql } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { createTokenService } from '../../../src/auth/tokens.ts';
import type { MatrixActor } from './types.ts';
import type { MatrixWorld } from './world.ts';

/** A user id no row has. */
const NOBODY = 2_000_000_000;

/**
 * Every position signed in, in organization A and in B, the platform admin and the independent
 * professional; then every credential that must be refused (DESIGN §5): none, garbage, another
 * scheme, a forged signature, an unsigned token, an expired one, a deleted user's, and the
 * tokens of deactivated users (an employee and a manager), and a token whose sessions were
 * ended (signed out of all devices).
 */
export async function matrixActors(world: MatrixWorld): Promise<MatrixActor[]> {
  const { t, base } = world;
  const signedIn = async (key: string, label: string, userId: number): Promise<MatrixActor> => ({
    key,
    label,
    authorization: `Bearer ${await t.tokens.sign(userId)}`,
    actor: await world.actorOf(userId),
  });
  const refused = (key: string, label: string, authorization: string | null): MatrixActor => ({
    key,
    label,
    authorization,
    actor: null,
  });
  const platformId = base.platformAdmin.id;
  const secret = new TextEncoder().encode(t.config.jwtSecret);
  const expired = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(platformId))
    .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
    .sign(secret);
  const forged = await createTokenService('not-the-server-secret-0123456789abcdef', 3600).sign(
    platformId,
  );
  const unsigned = new UnsecuredJWT({})
    .setSubject(String(platformId))
    .setIssuedAt()
    .setExpirationTime('1h')
    .encode();

  const org = (letter: 'A' | 'B') => world.org(letter);
  return [
    await signedIn('platformAdmin', 'platform admin', platformId),
    await signedIn('independent', 'independent professional', base.independent.id),
    ...(
      await Promise.all(
        (['A', 'B'] as const).map(async (letter) => [
          await signedIn(`admin${letter}`, `admin of ${letter}`, org(letter).admin.id),
          await signedIn(`manager${letter}`, `manager of ${letter}`, org(letter).manager.id),
          await signedIn(
            `locationManager${letter}`,
            `location manager of ${letter} (location 1)`,
            org(letter).locationManager.id,
          ),
          await signedIn(`employee${letter}`, `employee of ${letter}`, org(letter).employee.id),
        ]),
      )
    ).flat(),
    refused('anonymous', 'no token', null),
    refused('garbage', 'a garbage token', 'Bearer not-a-token'),
    refused(
      'wrongScheme',
      'a valid token under another scheme',
      `Token ${await t.tokens.sign(platformId)}`,
    ),
    refused(
      'forged',
      "a token signed with another secret (platform admin's id)",
      `Bearer ${forged}`,
    ),
    refused('unsigned', 'an unsigned alg:none token', `Bearer ${unsigned}`),
    refused('expired', 'an expired token of the platform admin', `Bearer ${expired}`),
    refused(
      'deletedUser',
      'a valid token of a user who does not exist',
      `Bearer ${await t.tokens.sign(NOBODY)}`,
    ),
    refused(
      'inactiveEmployee',
      'a deactivated employee of A',
      `Bearer ${await t.tokens.sign(org('A').inactiveEmployee.id)}`,
    ),
    refused(
      'inactiveManager',
      'a deactivated manager of A',
      `Bearer ${await t.tokens.sign(world.inactiveManagerA.id)}`,
    ),
    refused(
      'revokedSession',
      'a token of a colleague of A issued before they signed out of all devices',
      `Bearer ${await revokedToken(world)}`,
    ),
  ];
}

/** A token signed at the colleague's token version, which is then bumped (src/auth/tokens.ts). */
async function revokedToken(world: MatrixWorld): Promise<string> {
  const colleague = world.org('A').colleague;
  const token = await world.t.tokens.sign(colleague.id, 0);
  await world.t.db.execute(
    sql`update users set token_version = token_version + 1 where id = ${colleague.id}`,
  );
  return token;
}
