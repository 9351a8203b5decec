import pg from 'pg';
import { openPostgres } from '../apps/api/src/db/client.ts';
import type { AppContext } from '../apps/api/src/context.ts';
import * as reports from '../apps/api/src/modules/reports/service.ts';
import { dashboard } from '../apps/api/src/modules/dashboard/service.ts';
import { findVisibleShift } from '../apps/api/src/modules/shifts/queries.ts';
import * as requests from '../apps/api/src/modules/shifts/request-service.ts';
import * as shiftService from '../apps/api/src/modules/shifts/service.ts';
import { findSignedInUser } from '../apps/api/src/auth/actor-queries.ts';
import * as baselineSql from './baseline/sql.ts';
import type { Statement } from './baseline/sql.ts';
import { openBenchDatabase } from './lib/postgres.ts';
import { benchMonth } from './lib/scenarios.ts';
import { seedBenchDatabase } from './lib/seed.ts';

/**
 * npx tsx bench/explain.ts: the plans of the hot queries on the bench dataset, as markdown for
 * docs/PERFORMANCE.md. It runs the API's own services against the dataset, records each
 * statement they send, then has PostgreSQL EXPLAIN ANALYZE it as the API runs it: a named
 * prepared statement executed a few times first, so the plan shown is the one the plan cache
 * settles on. With --statements it prints the statements alone.
 */
interface Captured {
  label: string;
  /** Plans worth showing in docs/PERFORMANCE.md; the others are only checked for drift. */
  shown: boolean;
  name: string;
  text: string;
  values: unknown[];
}

const log = (line: string) => console.error(`[explain] ${line}`);

/** The baseline must send the API's statements: any prepared one whose text differs is named. */
function reportBaselineDrift(captured: Captured[]) {
  const baseline = new Map(
    Object.values(baselineSql)
      .filter((statement): statement is Statement => 'text' in statement && 'name' in statement)
      .map((statement) => [statement.name, statement.text]),
  );
  const drifted = captured.filter(
    (entry) => baseline.has(entry.name) && baseline.get(entry.name) !== entry.text,
  );
  const compared = captured.filter((entry) => baseline.has(entry.name)).length;
  for (const entry of drifted) log(`bench/baseline/sql.ts differs from the API for ${entry.name}`);
  log(`${compared - drifted.length} of ${compared} baseline statements match the API's text`);
  if (drifted.length > 0) process.exitCode = 1;
}
const database = await openBenchDatabase(log);
try {
  await seedBenchDatabase(database.url, log, {
    scale: Number(process.env.BENCH_SCALE ?? 1),
    reseed: false,
  });
  const handle = openPostgres(database.url, 1);
  const captured: Captured[] = [];
  let label = '';
  let shown = true;
  const session = handle.db as unknown as { session: { client: pg.Pool } };
  const client = session.session.client;
  const query = client.query.bind(client) as (config: unknown, values?: unknown[]) => unknown;
  (client as unknown as { query: typeof query }).query = (config, values) => {
    const { name, text } = (typeof config === 'string' ? { text: config } : config) as {
      name?: string;
      text: string;
    };
    if (label && !captured.some((entry) => entry.text === text)) {
      captured.push({ label, shown, name: name ?? '(not prepared)', text, values: values ?? [] });
    }
    return query(config, values);
  };
  const ctx = { db: handle.db } as AppContext;
  const pick = async (sql: string) => {
    const { rows } = await client.query<{ id: number }>(sql);
    return rows[0].id;
  };
  const bigOrganization = await pick(
    `select organization_id as id from locations group by 1 order by count(*) desc, 1 limit 1`,
  );
  const activeUser = `is_active and email_verified_at is not null`;
  const manager = await pick(
    `select id from users where ${activeUser} and position = 'manager' and organization_id = ${bigOrganization} order by id limit 1`,
  );
  const locationManager = await pick(
    `select id from users where ${activeUser} and position = 'location_manager' and organization_id = ${bigOrganization} order by id limit 1`,
  );
  const employee = await pick(
    `select id from users where ${activeUser} and position = 'employee' and organization_id = ${bigOrganization} order by id limit 1`,
  );
  const independent = await pick(
    `select id from users where ${activeUser} and position = 'employee' and organization_id is null order by id limit 1`,
  );
  const { year, month, from, to } = benchMonth();
  const shift = await pick(
    `select s.id from shifts s join locations l on l.id = s.location_id
      where l.organization_id = ${bigOrganization} and s.local_date between '${from}' and '${to}'
        and exists (select 1 from shift_requests r where r.shift_id = s.id)
      order by s.local_date desc, s.id limit 1`,
  );
  const actor = async (id: number) => {
    const user = await findSignedInUser(handle.db, id);
    if (!user) throw new Error(`user ${id} not found`);
    return user;
  };
  label = 'current user (every request)';
  const managerActor = await actor(manager);
  label = 'GET /api/shifts?month&year (manager, largest organization)';
  await shiftService.list(ctx, managerActor, { month, year });
  label = 'GET /api/shifts?month&year&lat&lng&radius (independent, 25 miles)';
  await shiftService.list(ctx, await actor(independent), {
    month,
    year,
    lat: 40.7484,
    lng: -73.9967,
    radius: 25,
  });
  label = 'GET /api/shifts/:id';
  await shiftService.detail(ctx, managerActor, shift);
  label = 'GET /api/shifts/:id/requests';
  // The route's hook loads the visible shift first (request.shift).
  await requests.list(ctx, managerActor, await findVisibleShift(ctx.db, managerActor, shift));
  label = 'GET /api/shifts/dashboard (manager)';
  await dashboard(ctx, managerActor);
  label = 'GET /api/shifts/dashboard (location manager)';
  await dashboard(ctx, await actor(locationManager));
  label = 'GET /api/shifts/dashboard (employee)';
  await dashboard(ctx, await actor(employee));
  label = 'GET /api/shifts/dashboard (independent)';
  await dashboard(ctx, await actor(independent));
  label = 'GET /api/reports/shifts (one month, manager)';
  await reports.rows(ctx, managerActor, { startDate: from, endDate: to });
  // The other statements the bench's baseline copies: checked for drift, not shown.
  shown = false;
  label = 'other';
  await reports.rows(ctx, await actor(locationManager), { startDate: from, endDate: to });
  const employeeActor = await actor(employee);
  await requests.list(ctx, employeeActor, await findVisibleShift(ctx.db, employeeActor, shift));
  await shiftService.list(ctx, await actor(independent), { month, year });
  await shiftService.list(ctx, await actor(employee), {
    month,
    year,
    lat: 40.7484,
    lng: -73.9967,
    radius: 25,
  });
  const specialist = await pick(
    `select id from users where ${activeUser} and position = 'employee' and job_title like 'Specialty%'
      and organization_id = ${bigOrganization} order by id limit 1`,
  );
  await dashboard(ctx, await actor(specialist));
  const independentSpecialist = await pick(
    `select id from users where ${activeUser} and position = 'employee' and job_title like 'Specialty%'
      and organization_id is null order by id limit 1`,
  );
  await dashboard(ctx, await actor(independentSpecialist));
  await handle.close();

  if (process.argv.includes('--statements')) {
    // The statements alone, to copy into bench/baseline/sql.ts when the API's queries change.
    for (const entry of captured) console.log(`-- ${entry.name}\n${entry.text};\n`);
  } else {
    console.log(await explainAll(database.url, captured));
  }
  reportBaselineDrift(captured);
} finally {
  database.stop();
}

/** EXPLAIN ANALYZE of each shown statement, as the API runs it, in markdown. */
async function explainAll(url: string, captured: Captured[]) {
  const explainer = new pg.Client({ connectionString: url });
  await explainer.connect();
  const literal = (value: unknown): string => {
    if (value === null || value === undefined) return 'null';
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    if (Array.isArray(value)) return `'{${value.join(',')}}'`;
    if (value instanceof Date) return `'${value.toISOString()}'`;
    return `'${String(value).replaceAll("'", "''")}'`;
  };
  const sections: string[] = [];
  for (const [index, entry] of captured.filter((candidate) => candidate.shown).entries()) {
    const statement = `explain_${index}`;
    await explainer.query(`prepare ${statement} as ${entry.text}`);
    const execute =
      entry.values.length === 0
        ? `execute ${statement}`
        : `execute ${statement}(${entry.values.map(literal).join(', ')})`;
    // Five custom plans, then PostgreSQL weighs a generic one: the sixth run shows the choice.
    for (let run = 0; run < 6; run += 1) await explainer.query(execute);
    const { rows } = await explainer.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${execute}`,
    );
    sections.push(
      [
        `### ${entry.label}: \`${entry.name}\``,
        '',
        '```sql',
        entry.text.trim(),
        '```',
        '',
        '```',
        ...rows.map((row) => row['QUERY PLAN']),
        '```',
        '',
      ].join('\n'),
    );
  }
  await explainer.end();
  return sections.join('\n');
}
