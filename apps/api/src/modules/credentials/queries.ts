import {
  CREDENTIAL_LABELS,
  CREDENTIAL_MESSAGES,
  credentialStatus,
  type Actor,
  type Credential,
  type CredentialDocumentType,
  type CredentialType,
} from '@chairside/domain';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { credentialDocuments, credentials, users } from '../../db/schema.ts';
import { NotFoundError } from '../../lib/errors.ts';

/** Who verified a credential, joined by credentials.verified_by. */
export const verifiers = alias(users, 'verifier');

/** The columns of a credential as every route answers it (credentialSchema), bytes never read. */
export const credentialColumns = {
  id: credentials.id,
  userId: credentials.userId,
  type: credentials.type,
  stateCode: credentials.stateCode,
  number: credentials.number,
  expiresOn: credentials.expiresOn,
  verifiedAt: credentials.verifiedAt,
  verifierId: verifiers.id,
  verifierName: verifiers.name,
  hasDocument: sql<boolean>`exists (select 1 from ${credentialDocuments}
    where ${credentialDocuments.credentialId} = ${credentials.id})`,
};

export interface CredentialRecord {
  id: number;
  userId: number;
  type: CredentialType;
  stateCode: string | null;
  number: string;
  expiresOn: string;
  verifiedAt: Date | null;
  verifierId: number | null;
  verifierName: string | null;
  hasDocument: boolean;
}

/** credentialSchema's answer of a row on `today`; without its number for 'withoutNumber'. */
export function presentCredential(
  row: CredentialRecord,
  today: string,
  view: 'full' | 'withoutNumber' = 'full',
): Credential {
  return {
    id: row.id,
    type: row.type,
    label: CREDENTIAL_LABELS[row.type],
    stateCode: row.stateCode,
    ...(view === 'full' ? { number: row.number } : {}),
    expiresOn: row.expiresOn,
    status: credentialStatus(row, today),
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    verifiedBy:
      row.verifierId === null ? null : { id: row.verifierId, name: row.verifierName ?? '' },
    hasDocument: row.hasDocument,
  };
}

/** Credentials with their verifier, matching `where`. */
function credentialRows(db: Executor, where: SQL | undefined) {
  return db
    .select(credentialColumns)
    .from(credentials)
    .leftJoin(verifiers, eq(verifiers.id, credentials.verifiedBy))
    .where(where);
}

/** A person's credentials, by type, then the latest expiry first. */
export async function credentialsOfHolder(
  db: Executor,
  userId: number,
): Promise<CredentialRecord[]> {
  return credentialRows(db, eq(credentials.userId, userId)).orderBy(
    asc(credentials.type),
    sql`${credentials.expiresOn} desc`,
    asc(credentials.id),
  );
}

/** One credential of `userId`; NotFoundError when it is someone else's or does not exist. */
export async function findCredentialOf(
  db: Executor,
  userId: number,
  id: number,
): Promise<CredentialRecord> {
  const [row] = await credentialRows(
    db,
    and(eq(credentials.id, id), eq(credentials.userId, userId)),
  );
  if (!row) throw new NotFoundError(CREDENTIAL_MESSAGES.notFound);
  return row;
}

/** One of the actor's own credentials; NotFoundError for anyone else's. */
export function findOwnCredential(db: Executor, actor: Actor, id: number) {
  return findCredentialOf(db, actor.id, id);
}

/**
 * Holds the person's row until the transaction ends, so that two additions at once take turns
 * and the bound on a person's credentials counts what the other one added.
 */
export async function lockHolder(tx: Executor, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function countCredentialsOf(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(credentials)
    .where(eq(credentials.userId, userId));
  return row.total;
}

export interface CredentialFields {
  type: CredentialType;
  stateCode: string | null;
  number: string;
  expiresOn: string;
}

export async function insertCredential(
  db: Executor,
  userId: number,
  fields: CredentialFields,
): Promise<number> {
  const [row] = await db
    .insert(credentials)
    .values({ userId, ...fields })
    .returning({ id: credentials.id });
  return row.id;
}

/** Stores the changed fields; `clearVerification` also forgets who verified it and when. */
export async function updateCredential(
  db: Executor,
  id: number,
  fields: Partial<CredentialFields>,
  clearVerification: boolean,
): Promise<void> {
  await db
    .update(credentials)
    .set({
      ...fields,
      ...(clearVerification ? { verifiedAt: null, verifiedBy: null } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(credentials.id, id));
}

/** Marks a credential verified by `verifierId` now, or (null) unverified. */
export async function setVerification(
  db: Executor,
  id: number,
  verifierId: number | null,
): Promise<void> {
  await db
    .update(credentials)
    .set({
      verifiedAt: verifierId === null ? null : sql`now()`,
      verifiedBy: verifierId,
      updatedAt: sql`now()`,
    })
    .where(eq(credentials.id, id));
}

export async function deleteCredential(db: Executor, id: number): Promise<void> {
  await db.delete(credentials).where(eq(credentials.id, id));
}

/*
 * A document's bytes cross to the database as base64 text, decoded and encoded by PostgreSQL:
 * the embedded database's bytea parameters took 1.8 s to store 5 MB and 0.6 s to read them back
 * (0.4 s and 0.05 s as base64), and the server driver sends a Buffer as hex text anyway.
 */

/** Stores (or replaces) a credential's document. */
export async function storeDocument(
  db: Executor,
  credentialId: number,
  document: { contentType: CredentialDocumentType; bytes: Buffer },
): Promise<void> {
  const values = {
    contentType: document.contentType,
    sizeBytes: document.bytes.length,
    bytes: sql`decode(${document.bytes.toString('base64')}, 'base64')`,
    uploadedAt: sql`now()`,
  };
  await db
    .insert(credentialDocuments)
    .values({ credentialId, ...values })
    .onConflictDoUpdate({ target: credentialDocuments.credentialId, set: values });
}

/** A credential's document, its bytes and stored type; NotFoundError when it has none. */
export async function findDocument(db: Executor, credentialId: number) {
  const [row] = await db
    .select({
      contentType: credentialDocuments.contentType,
      base64: sql<string>`encode(${credentialDocuments.bytes}, 'base64')`,
    })
    .from(credentialDocuments)
    .where(eq(credentialDocuments.credentialId, credentialId));
  if (!row) throw new NotFoundError(CREDENTIAL_MESSAGES.notFound);
  return { contentType: row.contentType, bytes: Buffer.from(row.base64, 'base64') };
}
