import { describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import { expectNothingStored } from '../support/admin-world.ts';

const { t, get, post } = adminWorldForFile();

const valid = {
  name: 'Cedar Smiles',
  addressLine1: '9 Elm St',
  addressLine2: 'Suite 4',
  city: 'Boston',
  stateCode: 'MA',
  zipCode: '02108',
  countryCode: 'US',
  managerNames: null,
};

const create = (payload: object) => post('platformAdmin', '/api/organizations', payload);

describe('POST /api/organizations validation (SPEC §5 Create Organization)', () => {
  it.each<[string, object]>([
    ['Name is required', { name: '' }],
    ['Name is required', { name: '   ' }],
    ['Address Line 1 is required', { addressLine1: '' }],
    ['City is required', { city: undefined }],
    ['State is required', { stateCode: '' }],
    ['State is required', { stateCode: 'ZZ' }],
    ['Zip Code is required', { zipCode: '' }],
  ])('%s when sent %o', async (message, override) => {
    const response = await expectNothingStored(t.db, 'organizations', 400, () =>
      create({ ...valid, ...override }),
    );
    expect(response.json()).toEqual({ message: [message] });
  });

  it('reports every missing field at once', async () => {
    const response = await create({});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(
      expect.arrayContaining([
        'Name is required',
        'Address Line 1 is required',
        'City is required',
        'State is required',
        'Zip Code is required',
      ]),
    );
  });

  it('Address Line 2 is optional', async () => {
    const response = await create({ ...valid, name: 'No Suite Dental', addressLine2: undefined });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'No Suite Dental', addressLine2: null });
  });

  it('stores trimmed values, the optional second line and country US', async () => {
    const response = await create({ ...valid, name: '  Cedar Smiles  ', countryCode: undefined });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      name: 'Cedar Smiles',
      addressLine2: 'Suite 4',
      countryCode: 'US',
    });
    const detail = await get('platformAdmin', `/api/organizations/${created.id}`);
    expect(detail.json()).toEqual(created);
  });

  it('the new organization shows in the list and in the dropdown', async () => {
    const list = await get('platformAdmin', '/api/organizations?search=Cedar');
    expect(list.json().items.map((row: { name: string }) => row.name)).toContain('Cedar Smiles');
    const dropdown = await get('platformAdmin', '/api/organizations/dropdown');
    expect(dropdown.json().map((option: { label: string }) => option.label)).toContain(
      'Cedar Smiles',
    );
  });
});
