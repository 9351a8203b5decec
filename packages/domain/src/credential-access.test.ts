import { describe, expect, it } from 'vitest';
import {
  canReviewCredentials,
  canSeeCredentialDocument,
  canVerifyCredentials,
  credentialView,
  type CredentialHolder,
} from './credential-access.ts';
import type { Actor } from './permissions.ts';
import { makeActor } from './test-support.ts';

const ORG = 10;
const OTHER = 20;
const staff: CredentialHolder = { id: 2, organizationId: ORG };
const independent: CredentialHolder = { id: 3, organizationId: null };

const actors: Record<string, Actor> = {
  'the person': makeActor({ id: 2, organizationId: ORG }),
  'their admin': makeActor({ id: 5, position: 'admin', organizationId: ORG }),
  'their manager': makeActor({ id: 6, position: 'manager', organizationId: ORG }),
  'their location manager': makeActor({
    id: 7,
    position: 'location_manager',
    organizationId: ORG,
    locationIds: [1],
  }),
  'a colleague': makeActor({ id: 8, organizationId: ORG }),
  'a platform admin': makeActor({ id: 9, position: 'admin', organizationId: null }),
  'another organization’s admin': makeActor({ id: 11, position: 'admin', organizationId: OTHER }),
  'another organization’s manager': makeActor({
    id: 12,
    position: 'manager',
    organizationId: OTHER,
  }),
  'another organization’s location manager': makeActor({
    id: 13,
    position: 'location_manager',
    organizationId: OTHER,
    locationIds: [4],
  }),
  'an independent professional': makeActor({ id: 14, organizationId: null }),
};

const NONE = { inActorOrganization: false, atActorLocations: false };
const IN_ORGANIZATION = { inActorOrganization: true, atActorLocations: false };
const AT_LOCATIONS = { inActorOrganization: true, atActorLocations: true };

describe('who sees a person’s credentials (issue #27 §2)', () => {
  it.each<[string, CredentialHolder, typeof NONE, string | null]>([
    ['the person', staff, NONE, 'full'],
    ['their admin', staff, NONE, 'full'],
    ['their manager', staff, NONE, 'full'],
    ['a platform admin', staff, NONE, 'full'],
    ['a platform admin', independent, NONE, 'full'],
    ['their location manager', staff, NONE, null],
    ['their location manager', staff, IN_ORGANIZATION, null],
    ['their location manager', staff, AT_LOCATIONS, 'full'],
    ['a colleague', staff, AT_LOCATIONS, null],
    ['an independent professional', staff, AT_LOCATIONS, null],
    ['another organization’s admin', staff, NONE, null],
    ['another organization’s admin', staff, IN_ORGANIZATION, 'withoutNumber'],
    ['another organization’s manager', staff, IN_ORGANIZATION, 'withoutNumber'],
    ['another organization’s manager', independent, IN_ORGANIZATION, 'withoutNumber'],
    ['another organization’s manager', independent, NONE, null],
    ['another organization’s location manager', staff, IN_ORGANIZATION, null],
    ['another organization’s location manager', staff, AT_LOCATIONS, 'withoutNumber'],
  ])('%s, for %o with live requests %o: %s', (who, holder, live, view) => {
    expect(credentialView(actors[who], holder, live)).toBe(view);
  });
});

describe('who sees a credential’s document, who verifies it', () => {
  it.each<[string, CredentialHolder, boolean, boolean]>([
    ['the person', staff, true, false],
    ['their admin', staff, true, true],
    ['their manager', staff, true, true],
    ['their location manager', staff, false, false],
    ['a colleague', staff, false, false],
    ['a platform admin', staff, true, false],
    ['a platform admin', independent, true, true],
    ['another organization’s admin', staff, false, false],
    ['another organization’s manager', independent, false, false],
    ['an independent professional', independent, false, false],
  ])('%s, for %o: document %s, verifies %s', (who, holder, document, verifies) => {
    expect(canSeeCredentialDocument(actors[who], holder)).toBe(document);
    expect(canVerifyCredentials(actors[who], holder)).toBe(verifies);
  });

  it('the person never verifies their own credentials, whatever their position', () => {
    const admin = makeActor({ id: 2, position: 'admin', organizationId: ORG });
    expect(canVerifyCredentials(admin, staff)).toBe(false);
  });
});

describe('who opens the Credentials review page', () => {
  it.each([
    ['their admin', true],
    ['their manager', true],
    ['a platform admin', true],
    ['their location manager', false],
    ['a colleague', false],
    ['an independent professional', false],
  ])('%s: %s', (who, allowed) => {
    expect(canReviewCredentials(actors[who])).toBe(allowed);
  });
});
