import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash computed even when no account matches, so timing does not reveal which emails exist. */
let decoyHash: Promise<string> | null = null;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}

export function newLinkCode(): string {
  return randomBytes(32).toString('base64url');
}

export function newNumericCode(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

export function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/** Short numeric codes are keyed with a server secret, so a leaked table cannot be brute-forced offline. */
export function hashShortCode(secret: string, ownerId: number, code: string): string {
  return createHmac('sha256', secret).update(`${ownerId}:${code}`).digest('hex');
}

/**
 * A token that only this server could have made: an HMAC-SHA256 under the server secret of
 * `purpose` and `parts` (43 URL-safe characters). The purpose keeps one kind of token from
 * passing for another.
 */
export function signedToken(secret: string, purpose: string, parts: readonly unknown[]): string {
  return createHmac('sha256', secret)
    .update([purpose, ...parts].join(':'))
    .digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
