import {
  CREDENTIAL_MESSAGES,
  CREDENTIALS_PER_PERSON_MAX,
  credentialDocumentTypeOf,
  credentialToday,
  settledStateCode,
  type Actor,
  type CredentialChanges,
  type CredentialPayload,
} from '@chairside/domain';
import type { SignedInUser } from '../../auth/actor.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { BadRequestError, ConflictError, UnsupportedMediaTypeError } from '../../lib/errors.ts';
import {
  countCredentialsOf,
  credentialsOfHolder,
  deleteCredential,
  findOwnCredential,
  insertCredential,
  lockHolder,
  presentCredential,
  storeDocument,
  updateCredential,
  type CredentialFields,
} from './queries.ts';

/*
 * Issue #27 §2: the signed-in person's own credentials. A change of what a credential says (its
 * type, state, number or expiry) or of its document clears its verification: what was verified
 * is no longer what it shows.
 */

async function presentOwn(db: Executor, actor: Actor, id: number) {
  return presentCredential(await findOwnCredential(db, actor, id), credentialToday());
}

export async function listOwn(ctx: AppContext, actor: SignedInUser) {
  const today = credentialToday();
  return (await credentialsOfHolder(ctx.db, actor.id)).map((row) => presentCredential(row, today));
}

/** Adds a credential; a person keeps at most CREDENTIALS_PER_PERSON_MAX (409 past it). */
export async function create(ctx: AppContext, actor: SignedInUser, payload: CredentialPayload) {
  const id = await ctx.db.transaction(async (tx) => {
    await lockHolder(tx, actor.id);
    if ((await countCredentialsOf(tx, actor.id)) >= CREDENTIALS_PER_PERSON_MAX) {
      throw new ConflictError(CREDENTIAL_MESSAGES.tooMany);
    }
    return insertCredential(tx, actor.id, payload);
  });
  return presentOwn(ctx.db, actor, id);
}

const FIELDS = ['type', 'stateCode', 'number', 'expiresOn'] as const;

/** Changes any of the four fields; the state is settled against the type the credential ends with. */
export async function update(
  ctx: AppContext,
  actor: SignedInUser,
  id: number,
  changes: CredentialChanges,
) {
  const stored = await findOwnCredential(ctx.db, actor, id);
  const type = changes.type ?? stored.type;
  const stateCode = settledStateCode(
    type,
    changes.stateCode === undefined ? stored.stateCode : changes.stateCode,
  );
  if (stateCode === undefined) throw new BadRequestError([CREDENTIAL_MESSAGES.stateRequired]);
  const fields: CredentialFields = {
    type,
    stateCode,
    number: changes.number ?? stored.number,
    expiresOn: changes.expiresOn ?? stored.expiresOn,
  };
  if (FIELDS.some((field) => fields[field] !== stored[field])) {
    await updateCredential(ctx.db, id, fields, true);
  }
  return presentOwn(ctx.db, actor, id);
}

export async function remove(ctx: AppContext, actor: SignedInUser, id: number) {
  await findOwnCredential(ctx.db, actor, id);
  await deleteCredential(ctx.db, id);
}

/** Stores (or replaces) the credential's document, its type read from its bytes (415 else). */
export async function uploadDocument(
  ctx: AppContext,
  actor: SignedInUser,
  id: number,
  bytes: Buffer,
) {
  await findOwnCredential(ctx.db, actor, id);
  const contentType = credentialDocumentTypeOf(bytes);
  if (!contentType) throw new UnsupportedMediaTypeError(CREDENTIAL_MESSAGES.fileType);
  await ctx.db.transaction(async (tx) => {
    await storeDocument(tx, id, { contentType, bytes });
    await updateCredential(tx, id, {}, true);
  });
  return presentOwn(ctx.db, actor, id);
}
