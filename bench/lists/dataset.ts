import { JOB_TITLES, US_STATES } from '@chairside/domain';
import type pg from 'pg';

/** How many rows each list holds; DESIGN §10 speaks of lists of 100,000 rows. */
export interface DatasetSize {
  organizations: number;
  locations: number;
  users: number;
  invites: number;
}

export interface DatasetFacts {
  /** The organization with the most rows of every kind (rows lean towards low ids). */
  bigOrganizationId: number;
  /** An organization with a handful of rows. */
  smallOrganizationId: number;
  counts: Record<string, number>;
}

// prettier-ignore
const FIRST_NAMES = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David',
  'Elizabeth', 'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah',
  'Charles', 'Karen', 'Christopher', 'Lisa', 'Daniel', 'Nancy', 'Matthew', 'Betty', 'Anthony',
  'Sandra', 'Mark', 'Margaret', 'Donald', 'Ashley', 'Steven', 'Kimberly', 'Andrew', 'Emily',
  'Paul', 'Donna', 'Joshua', 'Michelle', 'Kenneth', 'Carol', 'Kevin', 'Amanda', 'Brian',
  'Melissa', 'George', 'Deborah', 'Timothy', 'Stephanie', 'Maria', 'Sam', 'Priya', 'Wei',
];

// prettier-ignore
const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez',
  'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor',
  'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez',
  'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright',
  'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall',
  'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Park', 'Patel', 'Chen', 'Kowalski',
];

// prettier-ignore
const CITIES = [
  'Austin', 'Dallas', 'Houston', 'San Antonio', 'Phoenix', 'Tucson', 'Denver', 'Boulder',
  'Seattle', 'Spokane', 'Portland', 'Eugene', 'San Jose', 'Fresno', 'Sacramento', 'San Diego',
  'Chicago', 'Springfield', 'Columbus', 'Cleveland', 'Atlanta', 'Savannah', 'Miami', 'Tampa',
  'Orlando', 'Charlotte', 'Raleigh', 'Nashville', 'Memphis', 'Boston', 'Worcester', 'Newark',
  'Buffalo', 'Albany', 'Pittsburgh', 'Philadelphia', 'Detroit', 'Lansing', 'Madison', 'Omaha',
];

// prettier-ignore
const ORGANIZATION_WORDS = [
  'Bright', 'Gentle', 'Family', 'Smile', 'Pearl', 'Summit', 'Harbor', 'Evergreen', 'Lakeside',
  'Riverside', 'Sunrise', 'Canyon', 'Maple', 'Cedar', 'Liberty', 'Pioneer', 'Coastal', 'Valley',
];

// prettier-ignore
const ORGANIZATION_KINDS = [
  'Dental', 'Dentistry', 'Dental Care', 'Orthodontics', 'Dental Group', 'Smiles', 'Dental Studio',
  'Family Dentistry', 'Pediatric Dentistry', 'Oral Surgery',
];

const sqlArray = (values: readonly string[]) =>
  `array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]::text[]`;

/**
 * Name parts step at different rates (n, n / 54, ...), so they combine independently as real
 * names do: with a shared rate each first name would pair with a handful of last names, and a
 * walk of the name index looking for "smith" would cross long runs of rows without one.
 */
const FIRSTS = FIRST_NAMES.length;
const WORDS = ORGANIZATION_WORDS.length;

/** `array[...]` picked by a 1-based index expression. */
const pick = (values: readonly string[], index: string) =>
  `(${sqlArray(values)})[1 + (${index}) % ${values.length}]`;

/**
 * A 1-based organization id leaning hard towards low ids (u³ of a uniform u): organization 1 is
 * a national group holding a few percent of every list, most organizations hold a row or two,
 * as single-practice offices beside a few large groups do.
 */
const skewedOrganization = (organizations: number) =>
  `1 + least(${organizations - 1}, floor(${organizations} * power(random(), 3))::int)`;

/**
 * Fills the four lists with INSERT ... SELECT generate_series (one statement per table, no
 * round trips per row). random() is seeded, so two runs load the same rows.
 */
export async function loadDataset(client: pg.ClientBase, size: DatasetSize): Promise<DatasetFacts> {
  const stateCodes = US_STATES.map((state) => state.code);
  await client.query('select setseed(0.42)');

  await client.query(`
    insert into organizations (name, address_line1, city, state_code, zip_code)
    select
      ${pick(ORGANIZATION_WORDS, 'n')} || ' ' || ${pick(LAST_NAMES, `n / ${WORDS}`)} || ' '
        || ${pick(ORGANIZATION_KINDS, `n / ${WORDS * LAST_NAMES.length}`)},
      (100 + n % 9800) || ' Main Street',
      ${pick(CITIES, 'n * 13')},
      ${pick(stateCodes, 'n * 17')},
      lpad((n * 37 % 99999)::text, 5, '0')
    from generate_series(1, ${size.organizations}) as n`);

  await client.query(`
    insert into locations (organization_id, location_number, name, address_line1, city, state_code,
                           zip_code, timezone, latitude, longitude)
    select
      ${skewedOrganization(size.organizations)},
      'LOC-' || lpad(n::text, 6, '0'),
      ${pick(CITIES, 'n * 7')} || ' ' || ${pick(['North', 'South', 'East', 'West', 'Central', 'Downtown', 'Midtown', 'Uptown'], 'n / 5')} || ' Office',
      (100 + n % 9800) || ' Oak Avenue',
      ${pick(CITIES, 'n * 7')},
      ${pick(stateCodes, 'n * 17')},
      lpad((n * 53 % 99999)::text, 5, '0'),
      ${pick(['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'], 'n')},
      25 + random() * 23,
      -123 + random() * 52
    from generate_series(1, ${size.locations}) as n`);

  // Marketplace employees register without an organization (about 30%); the rest belong to one.
  await client.query(`
    insert into users (email, password_hash, name, job_title, position, organization_id,
                       is_active, email_verified_at)
    select
      lower(first || '.' || last || '.' || n || '@example.test'),
      'not-a-password-hash',
      first || ' ' || last,
      ${pick(JOB_TITLES, 'n * 3')},
      case when org is null then 'employee'
           when n % 50 = 0 then 'admin'
           when n % 20 = 0 then 'manager'
           when n % 12 = 0 then 'location_manager'
           else 'employee' end,
      org,
      n % 10 <> 0,
      now()
    from (
      select n,
        ${pick(FIRST_NAMES, 'n')} as first,
        ${pick(LAST_NAMES, `n / ${FIRSTS}`)} as last,
        case when random() < 0.3 then null else ${skewedOrganization(size.organizations)} end as org
      from generate_series(1, ${size.users}) as n
    ) as generated`);

  // Each location manager manages the first location of their organization, when it has one.
  await client.query(`
    insert into user_locations (user_id, location_id)
    select u.id, l.id
    from users u
    cross join lateral (
      select id from locations where organization_id = u.organization_id order by id limit 1
    ) l
    where u.position = 'location_manager'`);

  await client.query(`
    insert into invites (organization_id, name, email, position, job_title, is_verified, created_at)
    select
      ${skewedOrganization(size.organizations)},
      ${pick(FIRST_NAMES, 'n + 17')} || ' ' || ${pick(LAST_NAMES, `n / ${FIRSTS}`)},
      lower(${pick(FIRST_NAMES, 'n + 17')} || '.' || ${pick(LAST_NAMES, `n / ${FIRSTS}`)} || '.invite' || n || '@example.test'),
      case when n % 25 = 0 then 'manager' else 'employee' end,
      case when n % 3 = 0 then null else ${pick(JOB_TITLES, 'n')} end,
      n % 4 = 0,
      now() - random() * interval '730 days'
    from generate_series(1, ${size.invites}) as n`);

  const { rows } = await client.query<{ table: string; count: number }>(`
    select 'organizations' as table, count(*)::int as count from organizations
    union all select 'locations', count(*)::int from locations
    union all select 'users', count(*)::int from users
    union all select 'user_locations', count(*)::int from user_locations
    union all select 'invites', count(*)::int from invites`);
  const small = await client.query<{ id: number }>(`
    select organization_id as id from users where organization_id is not null
    group by organization_id having count(*) between 2 and 5 order by organization_id limit 1`);
  return {
    bigOrganizationId: 1,
    smallOrganizationId: small.rows[0]?.id ?? size.organizations,
    counts: Object.fromEntries(rows.map((row) => [row.table, row.count])),
  };
}
