import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { UnauthorizedError } from '../lib/errors.ts';
import type { SignedInUser } from './actor.ts';
import { findSignedInUser } from './actor-queries.ts';
import type { TokenClaims, TokenService } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    actor: SignedInUser;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

/** Enough for every session of a busy instance; past it the cache starts over. */
const VERIFIED_TOKENS_MAX = 10_000;

/** The expiry (ms) a verified token carries in its payload. */
function expiryOf(token: string): number {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : 0;
  } catch {
    return 0;
  }
}

/**
 * Checking a token's signature is pure: the same bytes under the same secret verify the same
 * way until they expire. So each token is checked once (WebCrypto costs more than the rest of a
 * small request) and remembered until its expiry. Only the signature is remembered: the user
 * behind it, with the token version that decides whether the token was revoked, is still
 * loaded fresh on every request.
 */
function verifiedTokens(tokens: TokenService) {
  const verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();
  return async (token: string): Promise<TokenClaims | null> => {
    const known = verified.get(token);
    if (known && known.expiresAt > Date.now()) return known.claims;
    if (known) verified.delete(token);
    const claims = await tokens.read(token);
    if (claims === null) return null;
    if (verified.size >= VERIFIED_TOKENS_MAX) verified.clear();
    verified.set(token, { claims, expiresAt: expiryOf(token) });
    return claims;
  };
}

/**
 * Decorates `app.authenticate`, an onRequest hook that sets `request.actor` or answers 401.
 * It runs before the body is parsed and validated: a caller without a valid token learns
 * nothing about a route's input and gets 401, never a validation 400 (DESIGN §4).
 */
export function registerAuthentication(app: FastifyInstance, db: Database, tokens: TokenService) {
  const verify = verifiedTokens(tokens);
  app.decorateRequest('actor', null as unknown as SignedInUser);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
    const claims = token ? await verify(token) : null;
    if (!claims) throw new UnauthorizedError();
    // Fresh on every request (no cache), on every instance: a deactivated user's token stops
    // working at once, and so does every token issued before the user's token version was
    // bumped (a password reset or change, a deactivation, signing out of all devices).
    const user = await findSignedInUser(db, claims.userId);
    if (!user || !user.isActive || user.tokenVersion !== claims.version) {
      throw new UnauthorizedError();
    }
    request.actor = user;
  });
}
