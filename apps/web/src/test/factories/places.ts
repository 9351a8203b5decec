import type {
  LocationDetail,
  LocationRow,
  MapLocation,
  OrganizationDetail,
  OrganizationRow,
} from '@chairside/domain';
import { factory } from '@/test/factories/factory.ts';

/** Bright Smiles Dental, in Austin, Texas. */
const BRIGHT_SMILES = { id: 1, name: 'Bright Smiles Dental', city: 'Austin', stateCode: 'TX' };

/** Downtown's address; fillAddress types it into a form, which sends it back like this. */
export const AUSTIN_ADDRESS = {
  addressLine1: '100 Congress Ave',
  addressLine2: null,
  city: 'Austin',
  stateCode: 'TX',
  zipCode: '78701',
  countryCode: 'US',
};

/** Downtown (BSD-001), a location of Bright Smiles Dental as organization 3. */
const DOWNTOWN = { id: 11, name: 'Downtown', locationNumber: 'BSD-001', organizationId: 3 };

/** A row of GET /organizations: Bright Smiles Dental and its two managers. */
export const makeOrganizationRow = factory<OrganizationRow>({
  ...BRIGHT_SMILES,
  managerNames: ['Maria Lopez', 'Sam Park'],
});

/** GET /organizations/:id: Bright Smiles Dental with its address, locations and admin. */
export const makeOrganizationDetail = factory<OrganizationDetail>({
  ...BRIGHT_SMILES,
  addressLine1: '100 Congress Ave',
  addressLine2: 'Suite 200',
  zipCode: '78701',
  countryCode: 'US',
  locationNames: ['Downtown', 'Round Rock'],
  adminNames: ['Maria Lopez'],
});

/** A row of GET /locations: Downtown. */
export const makeLocationRow = factory<LocationRow>({
  ...DOWNTOWN,
  organization: 'Bright Smiles Dental',
});

/** GET /locations/:id: Downtown in Austin, with a location manager and an employee. */
export const makeLocationDetail = factory<LocationDetail>({
  ...DOWNTOWN,
  organizationName: 'Bright Smiles Dental',
  ...AUSTIN_ADDRESS,
  timezone: 'America/Chicago',
  latitude: 30.26,
  longitude: -97.74,
  users: [
    { id: 1, name: 'Maria Lopez', position: 'location_manager' },
    { id: 2, name: 'Sam Park', position: 'employee' },
  ],
});

/** A location of GET /locations/map: Downtown Denver, no point sent. */
export const makeMapLocation = factory<MapLocation>({
  ...DOWNTOWN,
  organizationName: 'Bright Smiles Dental',
  latitude: 39.7491,
  longitude: -104.9946,
  distanceMiles: null,
});
