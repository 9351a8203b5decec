import { isPlatformAdmin, type Actor } from './permissions.ts';

/**
 * Issue #27 §2: who sees a person's credentials, their documents, and who verifies them. The
 * person's own organization's admins and managers stand for it; outside it, a manager sees a
 * person's credentials only while that person asks for, is offered or holds one of the
 * manager's shifts, and then without their numbers.
 */

/** The person whose credentials are asked for. */
export interface CredentialHolder {
  id: number;
  organizationId: number | null;
}

/**
 * The person's live requests (not declined, on a shift that has not ended: asked for, offered or
 * confirmed) as they concern the actor.
 */
export interface LiveRequestsOfHolder {
  /** On a shift of the actor's organization. */
  inActorOrganization: boolean;
  /** At a location the actor manages as a location manager. */
  atActorLocations: boolean;
}

/** 'full' with the numbers, 'withoutNumber' for another organization's managers. */
export type CredentialView = 'full' | 'withoutNumber';

const isOrganizationManager = (actor: Actor) =>
  actor.position === 'admin' || actor.position === 'manager';

/** The holder's own organization's admins and managers. */
function managesHolderOrganization(actor: Actor, holder: CredentialHolder): boolean {
  return (
    isOrganizationManager(actor) &&
    actor.organizationId !== null &&
    actor.organizationId === holder.organizationId
  );
}

/** GET /users/:userId/credentials: how much of them the actor sees; null: nothing (404). */
export function credentialView(
  actor: Actor,
  holder: CredentialHolder,
  live: LiveRequestsOfHolder,
): CredentialView | null {
  if (actor.id === holder.id || isPlatformAdmin(actor)) return 'full';
  if (managesHolderOrganization(actor, holder)) return 'full';
  const concerned =
    actor.position === 'location_manager'
      ? live.atActorLocations
      : isOrganizationManager(actor) && live.inActorOrganization;
  if (!concerned) return null;
  return actor.organizationId === holder.organizationId ? 'full' : 'withoutNumber';
}

/**
 * A credential's document: the person, their organization's admins and managers and platform
 * admins. Another organization never sees one, whatever requests there are.
 */
export function canSeeCredentialDocument(actor: Actor, holder: CredentialHolder): boolean {
  return (
    actor.id === holder.id || isPlatformAdmin(actor) || managesHolderOrganization(actor, holder)
  );
}

/**
 * Verifying (and unverifying) a credential: the person's organization's admins and managers, a
 * platform admin for an independent professional. Never the person themself.
 */
export function canVerifyCredentials(actor: Actor, holder: CredentialHolder): boolean {
  if (actor.id === holder.id) return false;
  if (isPlatformAdmin(actor)) return holder.organizationId === null;
  return managesHolderOrganization(actor, holder);
}

/**
 * The Credentials review page: an organization's admins and managers (its people), platform
 * admins (independents, or one organization's people).
 */
export function canReviewCredentials(actor: Actor): boolean {
  return isPlatformAdmin(actor) || (isOrganizationManager(actor) && actor.organizationId !== null);
}
