import { describe, expect, it } from 'vitest';
import zipcodes from 'zipcodes';
import { DEMO_ORGANIZATIONS } from '../../src/seed/demo-data.ts';
import { adminWorldForFile } from '../support/admin-file.ts';
import { expectNothingStored } from '../support/admin-world.ts';

/**
 * Trust issue #11, item 14: a location (or organization) whose ZIP code lies in another state
 * than its state code was stored as sent. It is refused with a message; the ZIP is looked up
 * offline with the dataset that already geocodes locations.
 */
const { t, post } = adminWorldForFile();

const REFUSED = { message: ['Zip Code is not in the selected state'] };

const location = {
  locationNumber: 'ZIP-1',
  name: 'Austin Office',
  addressLine1: '1 Congress Ave',
  city: 'Austin',
  stateCode: 'TX',
  zipCode: '78701',
  timezone: 'America/Chicago',
};
const organization = {
  name: 'Zip Check Dental',
  addressLine1: '9 Elm St',
  city: 'Boston',
  stateCode: 'MA',
  zipCode: '02108',
};

const createLocation = (payload: object) => post('adminA', '/api/locations', payload);
const createOrganization = (payload: object) =>
  post('platformAdmin', '/api/organizations', payload);

describe('a ZIP code in another state than the state code', () => {
  it('refuses a location in TX with a Boston ZIP code (400), nothing created', async () => {
    const response = await expectNothingStored(t.db, 'locations', 400, () =>
      createLocation({ ...location, zipCode: '02108' }),
    );
    expect(response.json()).toEqual(REFUSED);
  });

  it.each([
    [
      'refuses it even when the location sends its own coordinates',
      { locationNumber: 'ZIP-2', stateCode: 'CA', latitude: 30.27, longitude: -97.74 },
    ],
    [
      'refuses a ZIP+4 code in another state',
      { locationNumber: 'ZIP-3', stateCode: 'NY', zipCode: '78701-1234' },
    ],
  ])('%s', async (_rule, change) => {
    const response = await createLocation({ ...location, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(REFUSED);
  });

  it('refuses an organization in MA with an Austin ZIP code (400), nothing created', async () => {
    const response = await expectNothingStored(t.db, 'organizations', 400, () =>
      createOrganization({ ...organization, zipCode: '78701' }),
    );
    expect(response.json()).toEqual(REFUSED);
  });

  it('accepts a location and an organization whose ZIP code is in their state', async () => {
    expect((await createLocation({ ...location, locationNumber: 'ZIP-4' })).statusCode).toBe(201);
    expect((await createOrganization(organization)).statusCode).toBe(201);
  });

  it('accepts either state of a ZIP code that crosses a state line (Fort Campbell, KY and TN)', async () => {
    for (const stateCode of ['KY', 'TN']) {
      const response = await createOrganization({
        ...organization,
        name: `Fort Campbell Dental ${stateCode}`,
        city: 'Fort Campbell',
        stateCode,
        zipCode: '42223',
      });
      expect(response.statusCode).toBe(201);
    }
  });

  it('keeps an organization whose ZIP code the offline dataset does not know', async () => {
    const response = await createOrganization({ ...organization, zipCode: '00000' });
    expect(response.statusCode).toBe(201);
  });
});

describe('the demo data', () => {
  it('puts every organization and location in the state of its ZIP code', () => {
    const addresses = DEMO_ORGANIZATIONS.flatMap((org) => [org, ...org.locations]);
    expect(addresses.length).toBeGreaterThan(3);
    for (const address of addresses) {
      expect(zipcodes.lookup(address.zipCode)?.state, address.name).toBe(address.stateCode);
    }
  });
});
