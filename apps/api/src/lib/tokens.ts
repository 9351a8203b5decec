import { jwtVerify, SignJWT } from 'jose';

export interface TokenService {
  sign(userId: number): Promise<string>;
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
  return {
    sign: async (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        return Number.isInteger(userId) && userId > 0 ? userId : null;
      } catch {
        return null;
      }
    },
  };
}
