import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/db/client.ts';
import { queryRows } from '../../../test/support/sql.ts';

/** A link code as emailed (`...?code=<43 base64url characters>`). */
const LINK_CODE = /[?&]code=([\w-]{20,})/g;

/**
 * Every secret the database holds or has sent: password hashes, one-time code hashes, and the
 * raw codes of every emailed link (the outbox is the only place they exist in clear). The 4-digit
 * phone codes are too short to look for in text; their hashes are covered.
 */
export async function storedSecrets(db: Database): Promise<{ kind: string; value: string }[]> {
  const passwords = await queryRows<{ value: string }>(
    db,
    sql`select distinct password_hash as value from users`,
  );
  const codes = await queryRows<{ purpose: string; value: string }>(
    db,
    sql`select purpose, code_hash as value from one_time_codes`,
  );
  const messages = await queryRows<{ body: string }>(db, sql`select body from outbox`);
  const links = messages.flatMap((message) =>
    [...message.body.matchAll(LINK_CODE)].map((match) => match[1]),
  );
  return [
    ...passwords.map(({ value }) => ({ kind: 'a password hash', value })),
    ...codes.map(({ purpose, value }) => ({ kind: `a ${purpose} code hash`, value })),
    ...links.map((value) => ({ kind: 'a raw link code', value })),
  ];
}

/** The secrets found in any of the answers. */
export function secretsIn(bodies: string[], secrets: { kind: string; value: string }[]): string[] {
  const all = bodies.join('\n');
  return secrets
    .filter((secret) => all.includes(secret.value))
    .map((secret) => `${secret.kind} (${secret.value.slice(0, 12)}…)`);
}
