import type pg from 'pg';
import type { TokenService } from '../../apps/api/src/auth/tokens.ts';
import { BENCH_PASSWORD } from './seed.ts';

/** One request of a scenario: autocannon cycles through many, so users and ids vary. */
export interface RequestSpec {
  method: 'GET' | 'POST';
  path: string;
  token?: string;
  body?: string;
  /** Extra request headers: If-None-Match for a revalidation. */
  headers?: Record<string, string>;
}

export interface Scenario {
  key: string;
  endpoint: string;
  /** Who sends the requests, for the table. */
  who: string;
  /** DESIGN §10 names this endpoint: its budget is a requirement, not only an aim. */
  budgeted: boolean;
  /**
   * Responses are compared as JSON between API and baseline; login tokens only by subject. A
   * 'revalidate' scenario asks again with the ETag of an earlier answer: the API must answer 304
   * (the baseline, which has no ETags, answers in full).
   */
  compare: 'json' | 'token' | 'revalidate';
  /** For 'revalidate': the scenario whose full answers it asks again for (issue #15 §3). */
  repeats?: string;
  requests: RequestSpec[];
}

/** Enough variety that no cache of one user or one id can carry the run. */
const VARIANTS = 400;

function shuffleInPlace<T>(items: T[]) {
  // Deterministic: the same dataset gives the same request order on every run.
  let state = 7;
  for (let index = items.length - 1; index > 0; index -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const other = state % (index + 1);
    [items[index], items[other]] = [items[other], items[index]];
  }
  return items;
}

async function ids(pool: pg.Pool, sql: string, values: unknown[] = []) {
  const { rows } = await pool.query<{ id: number }>(sql, values);
  return rows.map((row) => row.id);
}

/** Active, verified users: the ones who really send requests. */
const ACTIVE = `u.is_active and u.email_verified_at is not null`;

export function benchMonth(now = new Date()) {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = `${year}-${String(month).padStart(2, '0')}`;
  return { year, month, from: `${prefix}-01`, to: `${prefix}-${last}` };
}

export async function buildScenarios(pool: pg.Pool, tokens: TokenService): Promise<Scenario[]> {
  const { year, month, from, to } = benchMonth();
  const tokenCache = new Map<number, string>();
  const tokenOf = async (userId: number) => {
    const cached = tokenCache.get(userId);
    if (cached) return cached;
    const token = await tokens.sign(userId);
    tokenCache.set(userId, token);
    return token;
  };
  const get = async (userId: number, path: string): Promise<RequestSpec> => ({
    method: 'GET',
    path,
    token: await tokenOf(userId),
  });
  const monthQuery = `month=${month}&year=${year}`;

  // The largest organizations (about 60 locations, ~550 shifts a month each).
  const bigOrganizations = await ids(
    pool,
    `select organization_id as id from locations group by organization_id
      order by count(*) desc, organization_id limit 4`,
  );
  const bigManagers = await ids(
    pool,
    `select u.id from users u where ${ACTIVE} and u.position in ('admin', 'manager')
        and u.organization_id = any($1) order by u.id`,
    [bigOrganizations],
  );
  const orgEmployees = shuffleInPlace(
    await ids(
      pool,
      `select u.id from users u where ${ACTIVE} and u.position = 'employee'
          and u.organization_id is not null order by u.id`,
    ),
  ).slice(0, VARIANTS);
  const independents = await ids(
    pool,
    `select u.id from users u where ${ACTIVE} and u.position = 'employee'
        and u.organization_id is null order by u.id`,
  );
  const managers = shuffleInPlace(
    await ids(
      pool,
      `select u.id from users u where ${ACTIVE}
          and u.position in ('admin', 'manager', 'location_manager')
          and u.organization_id is not null order by u.id`,
    ),
  ).slice(0, VARIANTS);
  const { rows: centers } = await pool.query<{ latitude: number; longitude: number }>(
    `select latitude, longitude from locations order by id`,
  );

  // Shift detail and requests: this month's shifts seen by people of the shift's organization
  // (managers, location managers, employees) and by independents.
  const { rows: viewings } = await pool.query<{ shift_id: number; user_id: number }>(
    `with picked as (
       select s.id, l.organization_id from shifts s join locations l on l.id = s.location_id
        where s.local_date between $1 and $2 order by md5(s.id::text) limit $3)
     select p.id as shift_id,
            coalesce((select u.id from users u
                       where ${ACTIVE} and u.organization_id = p.organization_id
                       order by md5(u.id::text || p.id::text) limit 1),
                     (select u.id from users u where ${ACTIVE} and u.organization_id is null
                       order by md5(u.id::text || p.id::text) limit 1)) as user_id
       from picked p`,
    [from, to, VARIANTS],
  );
  const { rows: independentViewings } = await pool.query<{ shift_id: number }>(
    `select s.id as shift_id from shifts s where s.local_date between $1 and $2
      order by md5(s.id::text || 'i') limit $3`,
    [from, to, VARIANTS / 4],
  );
  const detailPairs = [
    ...viewings.map((row) => [row.user_id, row.shift_id] as const),
    ...independentViewings.map(
      (row, index) => [independents[index % independents.length], row.shift_id] as const,
    ),
  ];
  shuffleInPlace(detailPairs);

  const { rows: requestViewings } = await pool.query<{ shift_id: number; user_id: number }>(
    `with picked as (
       select s.id, l.organization_id, s.location_id from shifts s
         join locations l on l.id = s.location_id
        where s.local_date between $1 and $2
          and exists (select 1 from shift_requests r where r.shift_id = s.id)
        order by md5(s.id::text) limit $3)
     select p.id as shift_id,
            (select u.id from users u
              where ${ACTIVE} and u.organization_id = p.organization_id
                and (u.position in ('admin', 'manager') or u.position = 'employee'
                     or exists (select 1 from user_locations ul
                                 where ul.user_id = u.id and ul.location_id = p.location_id))
              order by md5(u.id::text || p.id::text) limit 1) as user_id
       from picked p`,
    [from, to, VARIANTS],
  );

  const { rows: logins } = await pool.query<{ email: string }>(
    `select u.email from users u where ${ACTIVE} order by md5(u.id::text) limit $1`,
    [VARIANTS],
  );

  const scenarios: Scenario[] = [
    {
      key: 'shifts-month-manager',
      endpoint: 'GET /api/shifts?month&year',
      who: 'managers and admins of the 4 largest organizations (60 locations)',
      budgeted: true,
      compare: 'json',
      requests: await Promise.all(bigManagers.map((id) => get(id, `/api/shifts?${monthQuery}`))),
    },
    {
      key: 'shifts-month-revalidate',
      endpoint: 'GET /api/shifts?month&year (If-None-Match)',
      who: 'the same managers and admins, asking again with the ETag of their last answer',
      budgeted: false,
      compare: 'revalidate',
      repeats: 'shifts-month-manager',
      // The tags are fetched just before the scenario loads (run.ts): they hold for a minute.
      requests: await Promise.all(bigManagers.map((id) => get(id, `/api/shifts?${monthQuery}`))),
    },
    {
      key: 'shifts-grid-manager',
      endpoint: 'GET /api/shifts?month&year&span=grid',
      who: 'the same managers and admins, the 42 days of the web calendar grid',
      budgeted: false,
      compare: 'json',
      requests: await Promise.all(
        bigManagers.map((id) => get(id, `/api/shifts?${monthQuery}&span=grid`)),
      ),
    },
    {
      key: 'shifts-month-employee',
      endpoint: 'GET /api/shifts?month&year',
      who: 'employees of all organizations',
      budgeted: true,
      compare: 'json',
      requests: await Promise.all(orgEmployees.map((id) => get(id, `/api/shifts?${monthQuery}`))),
    },
    {
      key: 'shifts-month-radius',
      endpoint: 'GET /api/shifts?month&year&lat&lng&radius',
      who: 'independent professionals, 25 miles around a location',
      budgeted: false,
      compare: 'json',
      requests: await Promise.all(
        independents.slice(0, VARIANTS).map((id, index) => {
          const center = centers[(index * 97) % centers.length];
          return get(
            id,
            `/api/shifts?${monthQuery}&lat=${center.latitude}&lng=${center.longitude}&radius=25`,
          );
        }),
      ),
    },
    {
      key: 'shift-detail',
      endpoint: 'GET /api/shifts/:id',
      who: 'people of the shift’s organization (every role) and independents',
      budgeted: true,
      compare: 'json',
      requests: await Promise.all(
        detailPairs.map(([user, shift]) => get(user, `/api/shifts/${shift}`)),
      ),
    },
    {
      key: 'dashboard-manager',
      endpoint: 'GET /api/shifts/dashboard',
      who: 'admins, managers and location managers of all organizations',
      budgeted: true,
      compare: 'json',
      requests: await Promise.all(managers.map((id) => get(id, '/api/shifts/dashboard'))),
    },
    {
      key: 'dashboard-employee',
      endpoint: 'GET /api/shifts/dashboard',
      who: 'employees of all organizations and independents',
      budgeted: true,
      compare: 'json',
      requests: await Promise.all(
        shuffleInPlace([
          ...orgEmployees.slice(0, (VARIANTS * 3) / 4),
          ...independents.slice(0, VARIANTS / 4),
        ]).map((id) => get(id, '/api/shifts/dashboard')),
      ),
    },
    {
      key: 'shift-requests',
      endpoint: 'GET /api/shifts/:id/requests',
      who: 'managers, location managers and employees of the shift’s organization',
      budgeted: false,
      compare: 'json',
      requests: await Promise.all(
        requestViewings.map((row) => get(row.user_id, `/api/shifts/${row.shift_id}/requests`)),
      ),
    },
    {
      key: 'report-month',
      endpoint: 'GET /api/reports/shifts (one month)',
      who: 'admins, managers and location managers of all organizations',
      budgeted: false,
      compare: 'json',
      requests: await Promise.all(
        managers.map((id) => get(id, `/api/reports/shifts?startDate=${from}&endDate=${to}`)),
      ),
    },
    {
      key: 'login',
      endpoint: 'POST /api/auth/login',
      who: 'active users of every role (argon2id verify: CPU-bound)',
      budgeted: false,
      compare: 'token',
      requests: logins.map((row) => ({
        method: 'POST',
        path: '/api/auth/login',
        body: JSON.stringify({ username: row.email, password: BENCH_PASSWORD }),
      })),
    },
  ];
  for (const scenario of scenarios) {
    if (scenario.requests.length === 0)
      throw new Error(`scenario ${scenario.key} found no requests`);
  }
  return scenarios;
}
