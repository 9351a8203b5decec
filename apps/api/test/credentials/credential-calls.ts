import { addDaysToDate, credentialToday, type CredentialType } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import type { AdminFile } from '../support/admin-file.ts';
import type { ActorKey } from '../support/admin-world.ts';
import { queryRows } from '../support/sql.ts';

/** A day `days` from the credentials' today ('YYYY-MM-DD'; negative: past). */
export const dayFromToday = (days: number) => addDaysToDate(credentialToday(), days);

/** A Dental Hygiene License of Texas valid for a year, with `overrides`. */
export const license = (overrides: Record<string, unknown> = {}) => ({
  type: 'hygiene_license',
  stateCode: 'TX',
  number: 'RDH-100200',
  expiresOn: dayFromToday(365),
  ...overrides,
});

/** POST /api/users/me/credentials as `actor`; fails the test unless it answers 201. */
export async function addCredential(
  { post }: Pick<AdminFile, 'post'>,
  actor: ActorKey,
  overrides: Record<string, unknown> = {},
) {
  const response = await post(actor, '/api/users/me/credentials', license(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; number: string; type: CredentialType }>();
}

/** A credential stored directly, past the API's rules (an expired one, a verified one). */
export async function storeCredential(
  db: Database,
  userId: number,
  fields: {
    type?: CredentialType;
    expiresOn: string;
    verifiedBy?: number | null;
    stateCode?: string | null;
  },
) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into credentials (user_id, type, state_code, number, expires_on, verified_at, verified_by)
        values (${userId}, ${fields.type ?? 'cpr_bls'}, ${fields.stateCode ?? null}, 'STORED-1',
                ${fields.expiresOn}, ${fields.verifiedBy ? sql`now()` : null}, ${fields.verifiedBy ?? null})
        returning id`,
  );
  return row.id;
}

/** A multipart/form-data body as a browser sends it, built by the fetch API's own FormData. */
export async function multipartBody(
  fields: [name: string, value: string | Blob, fileName?: string][],
) {
  const form = new FormData();
  for (const [name, value, fileName] of fields) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, fileName);
  }
  const request = new Request('http://upload.test/', { method: 'PUT', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** A file of `bytes` declared as `declaredType`, as the one `file` field of a form. */
export const fileForm = (bytes: Uint8Array<ArrayBuffer>, fileName: string, declaredType: string) =>
  multipartBody([['file', new Blob([bytes], { type: declaredType }), fileName]]);

/** The first bytes of each kind of document, padded to `size` bytes. */
export function documentBytes(kind: 'pdf' | 'png' | 'jpeg' | 'exe' | 'html', size = 256) {
  const heads = {
    pdf: Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'),
    png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
    jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]),
    exe: Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
    html: Buffer.from('<!doctype html><script>alert(document.cookie)</script>'),
  };
  const bytes: Buffer<ArrayBuffer> = Buffer.alloc(Math.max(size, heads[kind].length), 0x20);
  heads[kind].copy(bytes);
  return bytes;
}

/**
 * Takes away the credentials the admin world gives its independent (so that clinical shifts are
 * theirs, issue #27 §3): the files that count a person's rows start from none.
 */
export async function withoutFixtureCredentials(db: Database, userId: number): Promise<void> {
  await db.execute(sql`delete from credentials where user_id = ${userId}`);
}
