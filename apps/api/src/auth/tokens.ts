import { jwtVerify, SignJWT } from 'jose';

/** What a valid token says: whose it is, and the user's token version when it was issued. */
export interface TokenClaims {
  userId: number;
  /**
   * The `ver` claim: the user's `token_version` at signing. Bumping the column (a password
   * reset or change, a deactivation, signing out of all devices) ends every earlier token.
   * A token without the claim counts as version 0, the column's starting value.
   */
  version: number;
}

export interface TokenService {
  /** A token for the user at their current token version (0 for a user never bumped). */
  sign(userId: number, version?: number): Promise<string>;
  /** The claims of a valid token, or null. */
  read(token: string): Promise<TokenClaims | null>;
  /** The user id of a valid token, or null. */
  verify(token: string): Promise<number | null>;
}

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  // Imported once: given raw bytes, jose imports a WebCrypto key on every call (every request).
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  async function read(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      const version = payload.ver ?? 0;
      if (!Number.isInteger(userId) || userId <= 0) return null;
      if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) return null;
      return { userId, version };
    } catch {
      return null;
    }
  }
  return {
    sign: async (userId, version = 0) =>
      new SignJWT({ ver: version })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await key),
    read,
    verify: async (token) => (await read(token))?.userId ?? null,
  };
}
