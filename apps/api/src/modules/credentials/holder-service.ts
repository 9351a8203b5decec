import {
  CREDENTIAL_DOCUMENT_EXTENSIONS,
  CREDENTIAL_MESSAGES,
  canSeeCredentialDocument,
  canVerifyCredentials,
  credentialToday,
  credentialView,
  type Actor,
  type CredentialHolder,
} from '@chairside/domain';
import type { SignedInUser } from '../../auth/actor.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { findHolder, liveRequestsOfHolder } from './access-queries.ts';
import {
  credentialsOfHolder,
  findCredentialOf,
  findDocument,
  presentCredential,
  setVerification,
} from './queries.ts';

/*
 * Issue #27 §2: a person's credentials as others reach them (credential-access.ts decides who).
 * Whoever may not see them is answered 404, exactly as for a person or credential that does not
 * exist.
 */

const hidden = () => new NotFoundError(CREDENTIAL_MESSAGES.notFound);

/** How much of the holder's credentials the actor sees; null: nothing. */
async function viewOf(db: Executor, actor: Actor, holder: CredentialHolder) {
  return credentialView(actor, holder, await liveRequestsOfHolder(db, actor, holder.id));
}

export async function listOf(ctx: AppContext, actor: SignedInUser, userId: number) {
  const holder = await findHolder(ctx.db, userId);
  const view = await viewOf(ctx.db, actor, holder);
  if (!view) throw hidden();
  const today = credentialToday();
  return (await credentialsOfHolder(ctx.db, holder.id)).map((row) =>
    presentCredential(row, today, view),
  );
}

/** A credential's document: its bytes, stored type and a file name to save it under. */
export async function document(ctx: AppContext, actor: SignedInUser, userId: number, id: number) {
  const holder = await findHolder(ctx.db, userId);
  if (!canSeeCredentialDocument(actor, holder)) throw hidden();
  await findCredentialOf(ctx.db, holder.id, id);
  const { contentType, bytes } = await findDocument(ctx.db, id);
  return {
    contentType,
    bytes,
    fileName: `credential-${id}.${CREDENTIAL_DOCUMENT_EXTENSIONS[contentType]}`,
  };
}

/**
 * Verifies (or, with `verified` false, unverifies) a credential. Those who see the credentials
 * but may not verify them, the person first, are refused with 403; anyone else gets 404.
 */
export async function setVerified(
  ctx: AppContext,
  actor: SignedInUser,
  userId: number,
  id: number,
  verified: boolean,
) {
  const holder = await findHolder(ctx.db, userId);
  if (!canVerifyCredentials(actor, holder)) {
    if (actor.id === holder.id) throw new ForbiddenError(CREDENTIAL_MESSAGES.ownVerification);
    if (await viewOf(ctx.db, actor, holder)) throw new ForbiddenError();
    throw hidden();
  }
  await findCredentialOf(ctx.db, holder.id, id);
  await setVerification(ctx.db, id, verified ? actor.id : null);
  return presentCredential(await findCredentialOf(ctx.db, holder.id, id), credentialToday());
}
