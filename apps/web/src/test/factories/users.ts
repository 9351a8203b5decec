import type { Me, UserDetail, UserRow } from '@chairside/domain';
import { factory } from '@/test/factories/factory.ts';

/** GET /users/me: a platform admin unless told otherwise. */
export const makeMe = factory<Me>({
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
});

/** A row of GET /users: an active employee of Bright Smiles. */
export const makeUserRow = factory<UserRow>({
  id: 21,
  name: 'Priya Natarajan',
  email: 'priya@brightsmiles.test',
  organizationNames: ['Bright Smiles'],
  positionNames: ['Employee'],
  position: 'employee',
  jobTitle: 'Hygienist',
  isActive: true,
});

/** GET /users/:id: makeUserRow's user, with a phone and no managed locations nor recent shifts. */
export const makeUserDetail = factory<UserDetail>({
  ...makeUserRow(),
  phoneNumber: '+15551234567',
  organizationId: 3,
  organizationName: 'Bright Smiles',
  locationIds: [],
  recentShifts: [],
});
