import type pg from 'pg';
import type { SeedPlan } from './seed-plan.ts';

/** The dataset's calendar: 20 months back and 3 ahead of the current month (24 months). */
export function seedWindow(now = new Date()) {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 20, 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 4, 0));
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return { from: day(from), to: day(to) };
}

const LOADED_TABLES = ['shifts', 'shift_requests'];

/** Secondary indexes of the bulk tables: dropped for the load and built once afterwards. */
async function secondaryIndexes(client: pg.PoolClient) {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select i.indexname as name, i.indexdef as definition
       from pg_indexes i
      where i.schemaname = current_schema() and i.tablename = any($1)
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [LOADED_TABLES],
  );
  return rows;
}

async function insertJson(client: pg.PoolClient, sql: string, rows: unknown[]) {
  await client.query(sql, [JSON.stringify(rows)]);
}

/** Organizations, locations, users and their locations: a few thousand rows from the plan. */
async function loadPeopleAndPlaces(client: pg.PoolClient, plan: SeedPlan, passwordHash: string) {
  await insertJson(
    client,
    `insert into organizations (id, name, address_line1, city, state_code, zip_code, created_at)
     select id, name, address_line1, city, state_code, zip_code, now() - interval '3 years'
       from json_to_recordset($1::json)
         as x(id int, name text, address_line1 text, city text, state_code text, zip_code text)`,
    plan.organizations,
  );
  await insertJson(
    client,
    `insert into locations (id, organization_id, location_number, name, address_line1, city,
                            state_code, zip_code, timezone, latitude, longitude, created_at)
     select id, organization_id, location_number, name, address_line1, city, state_code,
            zip_code, timezone, latitude, longitude, now() - interval '3 years'
       from json_to_recordset($1::json)
         as x(id int, organization_id int, location_number text, name text, address_line1 text,
              city text, state_code text, zip_code text, timezone text, latitude float8,
              longitude float8)`,
    plan.locations,
  );
  await client.query(
    `insert into users (id, email, password_hash, name, phone_number, job_title, position,
                        organization_id, is_active, email_verified_at, phone_verified_at,
                        created_at, updated_at)
     select id, email, $2, name, phone_number, job_title, position, organization_id, is_active,
            case when verified then now() - interval '2 years' end,
            case when verified and phone_number is not null then now() - interval '2 years' end,
            now() - interval '2 years', now() - interval '1 year'
       from json_to_recordset($1::json)
         as x(id int, email text, name text, phone_number text, job_title text, position text,
              organization_id int, is_active boolean, verified boolean)`,
    [JSON.stringify(plan.users), passwordHash],
  );
  await insertJson(
    client,
    `insert into user_locations (user_id, location_id)
     select user_id, location_id from json_to_recordset($1::json) as x(user_id int, location_id int)`,
    plan.userLocations,
  );
  for (const table of ['organizations', 'locations', 'users']) {
    await client.query(
      `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
    );
  }
}

/**
 * 500,000 shifts generated inside PostgreSQL (INSERT ... SELECT over generate_series): weekdays
 * and Saturdays, starting 7:00-10:00 local time, 4-10 hours, every position, the local date
 * computed in the location's own zone so it agrees with `starts_at`.
 */
const SHIFTS_SQL = `
insert into shifts (location_id, starts_at, local_date, total_minutes, lunch_minutes, position,
                    specialty, timezone, notes, internal_notes, created_by, created_at)
select location_id, starts_at, day, total, lunch, position, specialty, timezone, notes,
       internal_notes, creator,
       least(starts_at - (2 + floor(r_created * 40)) * interval '1 day',
             now() - (1 + floor(r_created * 72)) * interval '1 hour')
  from (
    select b.*, (b.day + time '07:00' + floor(b.r_start * 7) * interval '30 minutes')
                  at time zone b.timezone as starts_at
      from (
        select p.location_id, p.timezone, p.creators[1 + floor(random() * cardinality(p.creators))::int] as creator,
               case when extract(isodow from d.day) = 7
                    then d.day + case when d.day < $2::date then 1 else -1 end
                    else d.day end as day,
               random() as r_start, random() as r_created,
               (8 + floor(random() * 13))::int * 30 as total,
               random() as r_lunch,
               position.value as position,
               case when position.value = 'Dental Assistant-Specialty'
                    then (array['Endodontics', 'Oral Surgery', 'Orthodontics', 'Pedodontics',
                                'Periodontics'])[1 + floor(random() * 5)::int] end as specialty,
               case when random() < 0.3
                    then (array['Please arrive 15 minutes early.', 'Parking behind the building.',
                                'Bring your own loupes.', 'Busy hygiene schedule today.'])[1 + floor(random() * 4)::int] end as notes,
               case when random() < 0.15
                    then (array['Covering a leave of absence.', 'Ask for Dr. Patel on arrival.',
                                'Rate approved by the regional manager.'])[1 + floor(random() * 3)::int] end as internal_notes
          from plan_locations p
          cross join lateral generate_series(1, p.shifts) g
          cross join lateral (select $1::date + floor(random() * ($2::date - $1::date + 1) + g * 0)::int as day) d
          cross join lateral (
            select case
                     when roll < 0.30 then 'Hygienist'
                     when roll < 0.55 then 'Dental Assistant-General Practice'
                     when roll < 0.73 then 'Front Desk'
                     when roll < 0.93 then 'Dental Assistant-Specialty'
                     else 'Doctor' end as value
              from (select random() + g * 0 as roll) r) position
      ) b
  ) s
  cross join lateral (
    select case when s.total <= 300 then (case when s.r_lunch < 0.7 then 0 else 30 end)
                else (array[30, 45, 60, 60, 90])[1 + floor(s.r_lunch * 5)::int] end as lunch
  ) l`;

/**
 * Each shift's fate, by when it is: past shifts mostly filled, the next month half filled, later
 * ones mostly open. The person confirmed is chosen by the shift's rank among the shifts of the
 * same organization, fit and local date, so nobody is confirmed twice on one day.
 */
const FATES_SQL = `
create temp table shift_fates as
select f.*, coalesce(cardinality(pool.members), 0) as pool_size, pool.members,
       (row_number() over (partition by f.group_id, f.fit, f.local_date order by f.id) - 1)::int as rank
  from (
    select s.id, s.starts_at, s.total_minutes, s.created_at, s.local_date,
           case when random() < 0.1 then 0 else l.organization_id end as group_id,
           case when s.position = 'Doctor' then '*' else s.position || '|' || coalesce(s.specialty, '') end as fit,
           case
             when s.starts_at < now() then
               case when roll < 0.80 then 'A' when roll < 0.92 then 'U' else 'R' end
             when s.starts_at < now() + interval '30 days' then
               case when roll < 0.55 then 'A' when roll < 0.85 then 'R' else 'U' end
             else case when roll < 0.20 then 'A' when roll < 0.60 then 'R' else 'U' end
           end as planned
      from shifts s
      join locations l on l.id = s.location_id
      cross join lateral (select random() + s.id * 0 as roll) r
  ) f
  left join plan_pools pool on pool.group_id = f.group_id and pool.fit = f.fit`;

const REQUESTS_SQL = `
insert into shift_requests (shift_id, employee_id, status, declined, start_time, end_time, notes,
                            created_at, updated_at)
select id, employee_id, status, declined, start_time, end_time, notes, created_at,
       case when status <> 'Requested' or declined
            then least(created_at + interval '20 hours', now()) else created_at end
  from (
    select f.id, f.members[1 + (f.first + j) % f.pool_size] as employee_id,
           case when f.fate = 'A' and j = 0 then 'Confirmed'
                when random() < 0.25 then 'Offered' else 'Requested' end as status,
           case when f.fate = 'A' then j > 0
                when f.fate = 'U' then true
                else j > 0 and random() < 0.2 end as declined,
           case when partial then f.starts_at + interval '1 hour' end as start_time,
           case when partial then f.starts_at + (f.total_minutes - 60) * interval '1 minute' end as end_time,
           case when random() < 0.2
                then (array['Available all day.', 'Can stay late if needed.', 'I know this office well.'])[1 + floor(random() * 3)::int] end as notes,
           least(f.created_at + (j + 1) * interval '5 hours', now() - interval '1 minute') as created_at
      from (
        select x.*,
               case when x.fate = 'A'
                    then (x.rank + (x.local_date - date '2000-01-01') * 7) % x.pool_size
                    else floor(random() * greatest(x.pool_size, 1))::int end as first,
               least(x.pool_size, case x.fate when 'A' then 1 + floor(random() * 3)::int
                                               when 'R' then 1 + floor(random() * 4)::int
                                               else floor(random() * 3)::int end) as count
          from (
            select shift_fates.*,
                   case when pool_size = 0 then 'U'
                        -- Nobody is confirmed on a Doctor shift: the '*' pool mixes fits.
                        when planned = 'A' and (rank >= pool_size or fit = '*') then 'R'
                        else planned end as fate
              from shift_fates
          ) x
      ) f
      cross join lateral generate_series(0, f.count - 1) j
      cross join lateral (select f.total_minutes >= 240 and random() < 0.1 + j * 0 as partial) p
  ) r`;

export async function loadDataset(
  client: pg.PoolClient,
  plan: SeedPlan,
  passwordHash: string,
  log: (line: string) => void,
) {
  const window = seedWindow();
  const timed = async (label: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    log(`${label} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  // One backend, no parallel workers: random() then follows setseed, the dataset repeats.
  await client.query('set max_parallel_workers_per_gather = 0');
  await client.query("set maintenance_work_mem = '256MB'");
  await client.query('select setseed(0.2026)');
  // A durable commit: VACUUM can only mark pages all-visible (for index-only scans) once the
  // commit is flushed, and the bench cluster commits asynchronously.
  await client.query('set synchronous_commit = on');
  // Foreign keys are satisfied by construction; skipping their triggers halves the load.
  const replica = await client
    .query('set session_replication_role = replica')
    .then(() => true)
    .catch(() => false);
  const indexes = await secondaryIndexes(client);
  await client.query('begin');
  for (const index of indexes) await client.query(`drop index ${index.name}`);
  await timed('organizations, locations, users', () =>
    loadPeopleAndPlaces(client, plan, passwordHash),
  );
  await client.query(
    `create temp table plan_locations on commit drop as
     select * from json_to_recordset($1::json) as x(location_id int, timezone text, shifts int, creators int[])`,
    [
      JSON.stringify(
        plan.locations.map((row) => ({
          location_id: row.id,
          timezone: row.timezone,
          shifts: row.shifts,
          creators: row.creators,
        })),
      ),
    ],
  );
  await client.query(
    `create temp table plan_pools on commit drop as
     select * from json_to_recordset($1::json) as x(group_id int, fit text, members int[])`,
    [JSON.stringify(plan.pools)],
  );
  await timed(`shifts (${window.from} to ${window.to})`, () =>
    client.query(SHIFTS_SQL, [window.from, window.to]),
  );
  await timed('shift fates', () => client.query(FATES_SQL));
  await timed('shift requests', () => client.query(REQUESTS_SQL));
  await client.query('drop table shift_fates');
  await timed('indexes', async () => {
    for (const index of indexes) await client.query(index.definition);
  });
  await client.query('commit');
  if (replica) await client.query('set session_replication_role = origin');
}
