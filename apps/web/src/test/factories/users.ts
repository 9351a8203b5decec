import type { Me, UserDetail, UserRow } from '@chairside/domain';

/** GET /users/me: a platform admin unless told otherwise. */
export function makeMe(overrides: Partial<Me> = {}): Me {
  return {
    id: 7,
    email: 'dana@example.com',
    name: 'Dana Whitfield',
    position: 'admin',
    phoneNumber: null,
    phoneVerified: false,
    jobTitle: 'Front Desk',
    organizationId: null,
    organizationName: null,
    locationIds: [],
    isActive: true,
    ...overrides,
  };
}

/** A row of GET /users: an active employee of Bright Smiles. */
export function makeUserRow(overrides: Partial<UserRow> = {}): UserRow {
  return {
    id: 21,
    name: 'Priya Natarajan',
    email: 'priya@brightsmiles.test',
    organizationNames: ['Bright Smiles'],
    positionNames: ['Employee'],
    position: 'employee',
    jobTitle: 'Hygienist',
    isActive: true,
    ...overrides,
  };
}

/** GET /users/:id: makeUserRow's user, with a phone and no managed locations nor recent shifts. */
export function makeUserDetail(overrides: Partial<UserDetail> = {}): UserDetail {
  return {
    ...makeUserRow(),
    phoneNumber: '+15551234567',
    organizationId: 3,
    organizationName: 'Bright Smiles',
    locationIds: [],
    recentShifts: [],
    ...overrides,
  };
}
