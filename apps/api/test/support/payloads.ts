// Bodies of the administration's create routes, valid as they are; override what a test varies.

import { localFromNow } from './shift-world.ts';

/** POST /api/organizations (SPEC §5 Create Organization). */
export function newOrganization(overrides: object = {}) {
  return {
    name: 'Cedar Smiles',
    addressLine1: '9 Elm St',
    addressLine2: null,
    city: 'Boston',
    stateCode: 'MA',
    zipCode: '02108',
    countryCode: 'US',
    managerNames: null,
    ...overrides,
  };
}

/** Where new locations stand: a ZIP code of Austin, TX, in its state, and the city's time zone. */
export const AUSTIN = {
  city: 'Austin',
  stateCode: 'TX',
  zipCode: '78701',
  timezone: 'America/Chicago',
};

let locations = 0;

/** POST /api/locations (SPEC §5 Create Location), with a number and a name of its own. */
export function newLocation(overrides: object = {}) {
  locations += 1;
  return {
    locationNumber: `NEW-${locations}`,
    name: `New Office ${locations}`,
    addressLine1: '1 Congress Ave',
    addressLine2: null,
    ...AUSTIN,
    countryCode: 'US',
    ...overrides,
  };
}

/** POST /api/invites of an employee (SPEC §5 Invite). */
export function employeeInvite(name: string, email: string) {
  return { name, email, position: 'employee' };
}

/** POST /api/shifts: an 8-hour Hygienist shift at 9:00 `days` from now. */
export function newHygienistShift(locationId: number, days = 20) {
  return {
    locationId,
    date: localFromNow(days, '09:00'),
    position: 'Hygienist',
    specialty: null,
    totalMinutes: 480,
    lunchMinutes: 60,
    notes: '',
    internalNotes: '',
  };
}
