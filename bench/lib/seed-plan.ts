import { createRequire } from 'node:module';
import {
  JOB_TITLE_SHIFT_FIT,
  JOB_TITLES,
  US_STATES,
  type AccountPosition,
  type JobTitle,
  type Timezone,
} from '@chairside/domain';
import type { Random } from './random.ts';

/** The size of the network; BENCH_SCALE shrinks or grows it (0.1 for a quick try). */
export interface SeedSize {
  organizations: number;
  locations: number;
  users: number;
  shifts: number;
  independents: number;
  platformAdmins: number;
}

export function seedSize(scale: number): SeedSize {
  const scaled = (count: number, floor: number) => Math.max(floor, Math.round(count * scale));
  return {
    organizations: scaled(200, 4),
    locations: scaled(2_000, 20),
    users: scaled(20_000, 300),
    shifts: scaled(500_000, 2_000),
    independents: scaled(1_000, 10),
    platformAdmins: 3,
  };
}

interface ZipInfo {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

/** The zipcodes package's US table (the API geocodes with the same package). */
function zipsByState(): Map<string, ZipInfo[]> {
  const require = createRequire(import.meta.url);
  const { codes } = require('zipcodes/lib/codes.js') as { codes: Record<string, ZipInfo> };
  const states = new Set<string>(US_STATES.map((state) => state.code));
  const byState = new Map<string, ZipInfo[]>();
  for (const info of Object.values(codes)) {
    if (!states.has(info.state) || !info.latitude || !info.longitude) continue;
    const list = byState.get(info.state) ?? [];
    list.push(info);
    byState.set(info.state, list);
  }
  return byState;
}

const EASTERN = 'CT DE FL GA IN KY ME MD MA MI NH NJ NY NC OH PA RI SC TN VT VA WV';
const CENTRAL = 'AL AR IL IA KS LA MN MS MO NE ND OK SD TX WI';
const MOUNTAIN = 'CO ID MT NM UT WY';
const PACIFIC = 'CA NV OR WA';

/**
 * The location's IANA zone from its state, with the split states divided by longitude (close
 * enough for a dataset: the local dates only need to agree with the stored zone).
 */
export function timezoneOf(state: string, latitude: number, longitude: number): Timezone {
  if (state === 'AZ') return 'America/Phoenix';
  if (state === 'AK') return 'America/Anchorage';
  if (state === 'HI') return 'Pacific/Honolulu';
  if (state === 'FL' && longitude < -85.0) return 'America/Chicago';
  if (state === 'IN' && longitude < -86.9) return 'America/Chicago';
  if (state === 'KY' && longitude < -85.8) return 'America/Chicago';
  if (state === 'TN' && longitude < -85.0) return 'America/Chicago';
  if (state === 'TX' && longitude < -104.9) return 'America/Denver';
  if ((state === 'NE' || state === 'SD' || state === 'ND') && longitude < -101.0)
    return 'America/Denver';
  if (state === 'ID' && latitude > 45.5) return 'America/Los_Angeles';
  if (EASTERN.includes(state)) return 'America/New_York';
  if (CENTRAL.includes(state)) return 'America/Chicago';
  if (MOUNTAIN.includes(state)) return 'America/Denver';
  if (PACIFIC.includes(state)) return 'America/Los_Angeles';
  throw new Error(`No timezone for state ${state}`);
}

/**
 * Locations per organization: a long tail of small practices and a few large groups (the
 * largest about 60 locations), summing exactly to `total`.
 */
export function organizationSizes(count: number, total: number): number[] {
  const largest = Math.max(2, Math.round((60 * total) / 2_000));
  const shape = (scale: number) =>
    Array.from({ length: count }, (_, index) =>
      Math.min(largest, Math.max(2, Math.round(scale / (index + 1) ** 0.75))),
    );
  let low = 0;
  let high = total * 10;
  for (let step = 0; step < 60; step += 1) {
    const middle = (low + high) / 2;
    if (shape(middle).reduce((sum, size) => sum + size, 0) < total) low = middle;
    else high = middle;
  }
  const sizes = shape(high);
  let excess = sizes.reduce((sum, size) => sum + size, 0) - total;
  for (let index = sizes.length - 1; excess !== 0; index = (index - 1 + count) % count) {
    if (excess > 0 && sizes[index] > 2) {
      sizes[index] -= 1;
      excess -= 1;
    } else if (excess < 0) {
      sizes[index] += 1;
      excess += 1;
    }
  }
  return sizes;
}

export interface OrganizationRow {
  id: number;
  name: string;
  address_line1: string;
  city: string;
  state_code: string;
  zip_code: string;
}

export interface LocationRow {
  id: number;
  organization_id: number;
  location_number: string;
  name: string;
  address_line1: string;
  city: string;
  state_code: string;
  zip_code: string;
  timezone: string;
  latitude: number;
  longitude: number;
  /** Not a column: how many shifts the load generates here. */
  shifts: number;
  /** Not a column: who may have posted its shifts (its location manager, the managers). */
  creators: number[];
}

export interface UserRow {
  id: number;
  email: string;
  name: string;
  phone_number: string | null;
  job_title: JobTitle;
  position: AccountPosition;
  organization_id: number | null;
  is_active: boolean;
  verified: boolean;
}

export interface SeedPlan {
  organizations: OrganizationRow[];
  locations: LocationRow[];
  users: UserRow[];
  userLocations: { user_id: number; location_id: number }[];
  /** Active employees who may be confirmed on a shift, by organization (0: independents). */
  pools: { group_id: number; fit: string; members: number[] }[];
}

const FIRST_NAMES = [
  'Avery',
  'Blake',
  'Camila',
  'Daniel',
  'Elena',
  'Farah',
  'Gabriel',
  'Hana',
  'Isaac',
  'Jasmine',
  'Kai',
  'Lena',
  'Mateo',
  'Nora',
  'Omar',
  'Priya',
  'Quinn',
  'Rosa',
  'Samuel',
  'Tara',
  'Uma',
  'Victor',
  'Wen',
  'Ximena',
  'Yusuf',
  'Zoe',
  'Aaliyah',
  'Brandon',
  'Chloe',
  'Diego',
  'Emma',
  'Felix',
  'Grace',
  'Hector',
  'Ivy',
  'Jonah',
  'Keisha',
  'Liam',
  'Maya',
  'Noah',
];
const LAST_NAMES = [
  'Anderson',
  'Bennett',
  'Chen',
  'Diaz',
  'Edwards',
  'Fischer',
  'Garcia',
  'Hughes',
  'Ibrahim',
  'Johnson',
  'Kim',
  'Lopez',
  'Martin',
  'Nguyen',
  'Okafor',
  'Patel',
  'Quintero',
  'Reyes',
  'Schmidt',
  'Thompson',
  'Ueda',
  'Vasquez',
  'Williams',
  'Xu',
  'Young',
  'Zimmerman',
  'Brooks',
  'Carter',
  'Dawson',
  'Ellis',
  'Foster',
  'Green',
  'Hayes',
  'Irving',
  'Jensen',
  'Keller',
];
const BRANDS = [
  'Bright',
  'Summit',
  'Harbor',
  'Evergreen',
  'Lakeside',
  'Pioneer',
  'Sunrise',
  'Riverbend',
  'Cornerstone',
  'Blue Ridge',
  'Golden Gate',
  'Prairie',
  'Coastal',
  'Maple',
  'Liberty',
  'Oak Hill',
];
const KINDS = [
  'Dental Group',
  'Dental Partners',
  'Family Dentistry',
  'Smile Studio',
  'Dental Care',
  'Dentistry',
  'Dental Associates',
  'Orthodontics & Dental',
];
/** Area codes in service in the US: every number passes the API's NANP rule (domain phone.ts). */
// prettier-ignore
const US_AREA_CODES = [
  '201', '205', '212', '303', '312', '404', '415', '503', '512', '602', '615', '617', '702',
  '713', '720', '801', '808', '907', '919', '972',
];

const STREETS = [
  'Main St',
  'Oak Ave',
  'Maple Dr',
  'Cedar Ln',
  'Park Blvd',
  'Washington St',
  'Lake Rd',
  'Hillcrest Ave',
  'Sunset Blvd',
  'Elm St',
  'Pine St',
  'Broadway',
  'Market St',
  'Church St',
];
/** Employees' job titles: hygienists and general assistants are the bulk of a practice. */
const EMPLOYEE_TITLES: readonly (readonly [JobTitle, number])[] = JOB_TITLES.map((title) => [
  title,
  title === 'Hygienist' || title === 'Dental Assistant-General Practice'
    ? 24
    : title === 'Front Desk'
      ? 16
      : 6,
]);

export function fitKey(title: JobTitle): string {
  const fit = JOB_TITLE_SHIFT_FIT[title];
  return `${fit.position}|${fit.specialty ?? ''}`;
}

export function buildPlan(size: SeedSize, random: Random): SeedPlan {
  const zips = zipsByState();
  const stateWeights = [...zips].map(([state, list]) => [state, list.length] as const);
  const organizations: OrganizationRow[] = [];
  const locations: LocationRow[] = [];
  const users: UserRow[] = [];
  const userLocations: SeedPlan['userLocations'] = [];
  const sizes = organizationSizes(size.organizations, size.locations);
  const personName = () => `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
  const street = () => `${random.int(10, 9999)} ${random.pick(STREETS)}`;
  const addUser = (
    position: AccountPosition,
    organizationId: number | null,
    jobTitle: JobTitle,
    options: { mayBeInactive?: boolean; mayBeUnverified?: boolean } = {},
  ) => {
    const id = users.length + 1;
    users.push({
      id,
      email: `${position.replace('_', '-')}.${id}@bench.chairside.test`,
      name: personName(),
      phone_number:
        random.next() < 0.6
          ? `+1${random.pick(US_AREA_CODES)}555${String(id % 10_000).padStart(4, '0')}`
          : null,
      job_title: jobTitle,
      position,
      organization_id: organizationId,
      is_active: !(options.mayBeInactive && random.next() < 0.03),
      verified: !(options.mayBeUnverified && random.next() < 0.01),
    });
    return users[users.length - 1];
  };

  for (let index = 0; index < size.platformAdmins; index += 1) addUser('admin', null, 'Front Desk');

  // Managerial people first, so the employees can take the remaining user count.
  const managerialByOrganization: { managers: number[]; locationManagers: number[][] }[] = [];
  sizes.forEach((locationCount, index) => {
    const id = index + 1;
    const homeStates = [random.weighted(stateWeights)];
    if (locationCount >= 15) homeStates.push(random.weighted(stateWeights));
    if (locationCount >= 40) homeStates.push(random.weighted(stateWeights));
    const headquarters = random.pick(zips.get(homeStates[0]) ?? []);
    organizations.push({
      id,
      name: `${random.pick(BRANDS)} ${random.pick(KINDS)} of ${headquarters.city}`,
      address_line1: street(),
      city: headquarters.city,
      state_code: headquarters.state,
      zip_code: headquarters.zip,
    });
    for (let number = 1; number <= locationCount; number += 1) {
      const place = random.pick(zips.get(random.pick(homeStates)) ?? []);
      locations.push({
        id: locations.length + 1,
        organization_id: id,
        location_number: `L${String(number).padStart(3, '0')}`,
        name: `${place.city} ${random.pick(['Dental', 'Smiles', 'Family Dental', 'Dental Center'])}`,
        address_line1: street(),
        city: place.city,
        state_code: place.state,
        zip_code: place.zip,
        timezone: timezoneOf(place.state, place.latitude, place.longitude),
        latitude: place.latitude,
        longitude: place.longitude,
        shifts: 0,
        creators: [],
      });
    }
    const managers: number[] = [];
    for (let count = 0; count < (locationCount >= 20 ? 2 : 1); count += 1)
      managers.push(addUser('admin', id, 'Front Desk').id);
    for (let count = 0; count < 1 + Math.floor(locationCount / 10); count += 1)
      managers.push(addUser('manager', id, 'Front Desk', { mayBeInactive: true }).id);
    const locationManagers: number[][] = [];
    for (let count = 0; count < Math.ceil(locationCount / 3); count += 1)
      locationManagers.push([
        addUser('location_manager', id, 'Front Desk', { mayBeInactive: true }).id,
      ]);
    managerialByOrganization.push({ managers, locationManagers });
  });

  // Each location manager runs three neighbouring locations of their organization.
  let firstLocation = 0;
  sizes.forEach((locationCount, index) => {
    const { managers, locationManagers } = managerialByOrganization[index];
    for (let offset = 0; offset < locationCount; offset += 1) {
      const location = locations[firstLocation + offset];
      const [manager] = locationManagers[Math.floor(offset / 3)];
      userLocations.push({ user_id: manager, location_id: location.id });
      location.creators = [manager, ...managers];
    }
    firstLocation += locationCount;
  });

  const employeeTotal = size.users - users.length - size.independents;
  const perOrganization = sizes.map((locationCount) =>
    Math.max(JOB_TITLES.length, Math.floor((employeeTotal * locationCount) / size.locations)),
  );
  let shortfall = employeeTotal - perOrganization.reduce((sum, count) => sum + count, 0);
  for (let index = 0; shortfall > 0; index = (index + 1) % perOrganization.length, shortfall -= 1)
    perOrganization[index] += 1;
  const pools = new Map<string, SeedPlan['pools'][number]>();
  const addEmployee = (organizationId: number | null, jobTitle: JobTitle) => {
    const user = addUser('employee', organizationId, jobTitle, {
      mayBeInactive: true,
      mayBeUnverified: true,
    });
    if (!user.is_active || !user.verified) return;
    // '*': everyone, the requesters of Doctor shifts (no job title fits them).
    for (const fit of [fitKey(jobTitle), '*']) {
      const key = `${organizationId ?? 0}:${fit}`;
      const pool = pools.get(key) ?? { group_id: organizationId ?? 0, fit, members: [] };
      pool.members.push(user.id);
      pools.set(key, pool);
    }
  };
  perOrganization.forEach((count, index) => {
    // Every job title at least once, so every shift position has someone to fill it.
    for (let slot = 0; slot < count; slot += 1)
      addEmployee(
        index + 1,
        slot < JOB_TITLES.length ? JOB_TITLES[slot] : random.weighted(EMPLOYEE_TITLES),
      );
  });
  for (let count = 0; count < size.independents; count += 1)
    addEmployee(
      null,
      count < JOB_TITLES.length ? JOB_TITLES[count] : random.weighted(EMPLOYEE_TITLES),
    );

  // Busier and quieter practices: a location's share of the shifts varies by a factor of three.
  const weights = locations.map(() => 0.5 + random.next());
  const weightTotal = weights.reduce((sum, weight) => sum + weight, 0);
  let assigned = 0;
  locations.forEach((location, index) => {
    location.shifts = Math.floor((size.shifts * weights[index]) / weightTotal);
    assigned += location.shifts;
  });
  for (let index = 0; assigned < size.shifts; index += 1, assigned += 1)
    locations[index].shifts += 1;

  return { organizations, locations, users, userLocations, pools: [...pools.values()] };
}
