import { describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import { expectNothingStored, type ActorKey } from '../support/admin-world.ts';

const { t, world, get, post } = adminWorldForFile();

const valid = {
  locationNumber: 'NYC-1',
  name: 'Chelsea Office',
  addressLine1: '350 5th Ave',
  addressLine2: 'Floor 2',
  city: 'New York',
  stateCode: 'NY',
  zipCode: '10001',
  countryCode: 'US',
  timezone: 'America/New_York',
};

const create = (actor: ActorKey, payload: object) => post(actor, '/api/locations', payload);

/** `actor` creates the valid location with `changes`: the created location (201). */
async function created(actor: ActorKey, changes: object) {
  const response = await create(actor, { ...valid, ...changes });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('POST /api/locations validation (SPEC §5 Create Location)', () => {
  it.each<[string, object, string]>([
    ['Location ID is required', { locationNumber: '' }, 'Location ID is required'],
    [
      'Location ID is required for blanks only',
      { locationNumber: '  ' },
      'Location ID is required',
    ],
    ['Name is required', { name: undefined }, 'Name is required'],
    ['Address Line 1 is required', { addressLine1: '' }, 'Address Line 1 is required'],
    ['City is required', { city: '' }, 'City is required'],
    ['State is required', { stateCode: undefined }, 'State is required'],
    ['Zip Code is required', { zipCode: '' }, 'Zip Code is required'],
    ['Timezone is required', { timezone: undefined }, 'Timezone is required'],
    [
      'Timezone is required for a zone outside the list',
      { timezone: 'Europe/Paris' },
      'Timezone is required',
    ],
  ])('%s', async (_rule, override, message) => {
    const response = await expectNothingStored(t.db, 'locations', 400, () =>
      create('adminA', { ...valid, ...override }),
    );
    expect(response.json()).toEqual({ message: [message] });
  });

  it('platform admin must name the organization: Organization is required', async () => {
    const response = await expectNothingStored(t.db, 'locations', 400, () =>
      create('platformAdmin', valid),
    );
    expect(response.json()).toEqual({ message: ['Organization is required'] });
  });

  it('platform admin naming an organization that does not exist gets 404', async () => {
    await expectNothingStored(t.db, 'locations', 404, () =>
      create('platformAdmin', { ...valid, organizationId: 999999 }),
    );
  });

  it('an organization-bound admin needs no organizationId (their own is used)', async () => {
    expect(await created('adminA', { locationNumber: 'OWN-1' })).toMatchObject({
      organizationId: world.a.organization.id,
      organizationName: 'Alder Dental',
    });
  });
});

describe('POST /api/locations coordinates', () => {
  it('geocodes the coordinates from the ZIP code when none are given', async () => {
    const location = await created('managerA', { locationNumber: 'GEO-1' });
    // 10001 is Manhattan (34th St): about 40.75 N, 74.00 W.
    expect(location.latitude).toBeCloseTo(40.75, 1);
    expect(location.longitude).toBeCloseTo(-74.0, 1);
    const detail = await get('managerA', `/api/locations/${location.id}`);
    expect(detail.json()).toMatchObject({
      latitude: location.latitude,
      longitude: location.longitude,
    });
  });

  it('geocodes a ZIP+4 code from its first five digits', async () => {
    const location = await created('managerA', {
      locationNumber: 'GEO-2',
      city: 'Austin',
      stateCode: 'TX',
      zipCode: '78701-1234',
    });
    expect(location.latitude).toBeCloseTo(30.27, 1);
    expect(location.longitude).toBeCloseTo(-97.74, 1);
  });

  it('honours explicit latitude and longitude over the ZIP code', async () => {
    const location = await created('adminA', {
      locationNumber: 'GEO-3',
      latitude: 35.5,
      longitude: -101.25,
    });
    expect(location).toMatchObject({ latitude: 35.5, longitude: -101.25 });
  });

  it('refuses an unknown ZIP code: Unknown Zip Code (400), nothing created', async () => {
    const response = await expectNothingStored(t.db, 'locations', 400, () =>
      create('adminA', { ...valid, locationNumber: 'GEO-4', zipCode: '00000' }),
    );
    expect(response.json()).toEqual({ message: ['Unknown Zip Code'] });
  });
});

describe('POST /api/locations Location ID uniqueness', () => {
  it('refuses a Location ID already used in the same organization (409), nothing created', async () => {
    const first = await create('adminA', { ...valid, locationNumber: 'DUP-1' });
    expect(first.statusCode).toBe(201);
    const second = await expectNothingStored(t.db, 'locations', 409, () =>
      create('managerA', { ...valid, locationNumber: 'DUP-1', name: 'Another Office' }),
    );
    expect(second.json()).toEqual({ message: 'A location with this Location ID already exists' });
  });

  it('refuses the Location ID of a world location in its own organization (A-100)', async () => {
    const response = await create('managerA', { ...valid, locationNumber: 'A-100' });
    expect(response.statusCode).toBe(409);
  });

  it('accepts the same Location ID in another organization', async () => {
    expect(await created('adminB', { locationNumber: 'A-100' })).toMatchObject({
      organizationId: world.b.organization.id,
      locationNumber: 'A-100',
    });
  });
});
