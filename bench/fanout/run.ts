/**
 * `npm run bench:fanout`: posting a 366-shift series to an organization of thousands of
 * professionals (issue #24 §2, DESIGN §6, docs/PERFORMANCE.md).
 *
 * Under scripts/with-postgres.sh: migrates the throwaway database, adds one organization with a
 * location in Austin, its manager and BENCH_FANOUT_PEOPLE (2,000) Hygienists who all fit its
 * shifts, starts the API as production runs it (apps/api/src/main.ts, with its fan-out worker),
 * and as the manager posts a daily series of 366 shifts (after the same series for a position
 * none of them works, to warm the server). While it posts, one of the Hygienists
 * saves their notification preferences again and again (a write of their own row, which the
 * old in-transaction fan-out held up behind its person locks). Then it waits until the worker has
 * written every alert and checks them: one in-app notice and one alert row per person and shift,
 * none written by the posting's transaction. Exits 1 when the posting takes 1 s or more, or an
 * alert is missing, doubled, or not the worker's.
 */
import { defaultNotificationPreferences } from '@chairside/domain';
import { sql, type SQL } from 'drizzle-orm';
import { openPostgres } from '../../apps/api/src/db/client.ts';
import { users } from '../../apps/api/src/db/schema.ts';
import { hashPassword } from '../../apps/api/src/lib/crypto.ts';
import { makeLocation, makeOrganization } from '../../apps/api/test/support/factories.ts';
import { localFromNow } from '../../apps/api/test/support/shift-world.ts';
import { queryRows } from '../../apps/api/test/support/sql.ts';
import { startApiServer } from '../lists/api-server.ts';
import { freePort } from '../lib/servers.ts';

const BUDGET_MS = 1000;
const SHIFTS = 366;
const PASSWORD = 'Chairside123!';
const env = process.env;
const settings = {
  port: Number(env.BENCH_FANOUT_PORT) || (await freePort()),
  people: Number(env.BENCH_FANOUT_PEOPLE ?? 2000),
  /** How long the worker may take to write every alert before the bench gives up. */
  drainTimeoutMs: Number(env.BENCH_FANOUT_DRAIN_TIMEOUT_MS ?? 15 * 60_000),
};
const log = (line: string) => console.log(`[bench:fanout] ${line}`);

const databaseUrl = env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is not set: run under scripts/with-postgres.sh');
const database = openPostgres(databaseUrl);
const db = database.db;
await database.migrate();

const organization = await makeOrganization(db);
const location = await makeLocation(db, organization.id);
const passwordHash = await hashPassword(PASSWORD);
const person = (n: number, position: 'manager' | 'employee') => ({
  email: `${position}${n}@fanout.test`,
  passwordHash,
  name: `Fanout ${position} ${n}`,
  jobTitle: position === 'manager' ? 'Front Desk' : 'Hygienist',
  position,
  organizationId: organization.id,
  emailVerifiedAt: new Date(),
});
await db.insert(users).values(person(0, 'manager'));
for (let first = 1; first <= settings.people; first += 1000) {
  const last = Math.min(first + 999, settings.people);
  const rows = Array.from({ length: last - first + 1 }, (_, i) => person(first + i, 'employee'));
  await db.insert(users).values(rows);
}
await db.execute(sql`vacuum analyze`);
log(`${settings.people} Hygienists in one organization, all fitting its shifts`);

const server = await startApiServer({
  databaseUrl,
  port: settings.port,
  admin: { email: 'bench.admin@fanout.test', password: PASSWORD },
});

async function call(method: string, url: string, token: string | null, body?: unknown) {
  const response = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as unknown;
}

async function signIn(email: string): Promise<string> {
  const answer = await call('POST', '/api/auth/login', null, {
    username: email,
    password: PASSWORD,
  });
  return (answer as { access_token: string }).access_token;
}

const count = async (query: SQL) => Number((await queryRows<{ n: string }>(db, query))[0].n);

let exitCode = 0;
try {
  const manager = await signIn('manager0@fanout.test');
  const hygienist = await signIn('employee1@fanout.test');
  const seriesOf = (position: string) => ({
    shift: {
      locationId: location.id,
      date: localFromNow(2, '09:00', location.timezone),
      position,
      totalMinutes: 480,
      lunchMinutes: 30,
    },
    repeat: { kind: 'weekly', weekdays: [0, 1, 2, 3, 4, 5, 6], count: SHIFTS },
  });
  // A warm server: the same posting once for a position none of the Hygienists works.
  const warmUpStart = performance.now();
  await call('POST', '/api/shifts/series', manager, seriesOf('Front Desk'));
  log(
    `warm-up: ${SHIFTS} Front Desk shifts (nobody to alert) in ${(performance.now() - warmUpStart).toFixed(0)} ms`,
  );
  const series = seriesOf('Hygienist');
  const preferences = { ...defaultNotificationPreferences(), timeZone: 'America/Chicago' };

  let posting = true;
  const saves: number[] = [];
  const saving = (async () => {
    while (posting) {
      const start = performance.now();
      await call('PUT', '/api/users/me/notification-preferences', hygienist, preferences);
      saves.push(performance.now() - start);
    }
  })();
  const postedAt = performance.now();
  const answer = (await call('POST', '/api/shifts/series', manager, series)) as {
    shiftIds: number[];
  };
  const postMs = performance.now() - postedAt;
  posting = false;
  await saving;
  log(
    `POST /api/shifts/series (${answer.shiftIds.length} shifts) answered in ${postMs.toFixed(0)} ms`,
  );
  log(
    `a Hygienist's own PUT /api/users/me/notification-preferences during it: ${saves.length} calls, ` +
      `slowest ${Math.max(...saves).toFixed(0)} ms`,
  );
  if (answer.shiftIds.length !== SHIFTS) throw new Error(`posted ${answer.shiftIds.length} shifts`);
  if (postMs >= BUDGET_MS) {
    log(`FAIL: the posting took ${postMs.toFixed(0)} ms, the budget is ${BUDGET_MS} ms`);
    exitCode = 1;
  }

  const expected = SHIFTS * settings.people;
  const newShiftNotices = sql`select count(*) as n from notifications where type = 'new_shift'`;
  let firstAlertMs: number | null = null;
  const deadline = Date.now() + settings.drainTimeoutMs;
  let nextReport = Date.now() + 10_000;
  for (;;) {
    const written = await count(newShiftNotices);
    if (written > 0 && firstAlertMs === null) firstAlertMs = performance.now() - postedAt;
    const jobs = await count(sql`select count(*) as n from shift_fanout_jobs`);
    if (jobs === 0 && written >= expected) break;
    if (Date.now() > deadline)
      throw new Error(`${written} of ${expected} alerts after the timeout`);
    if (Date.now() >= nextReport) {
      log(`  ${written} of ${expected} written, ${jobs} shifts to go`);
      nextReport += 10_000;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const allMs = performance.now() - postedAt;
  log(
    `the worker wrote the first alerts ${firstAlertMs?.toFixed(0)} ms after the posting began, ` +
      `all ${expected} in ${(allMs / 1000).toFixed(1)} s`,
  );

  const pairs = await count(
    sql`select count(*) as n from (select distinct user_id, shift_id from notifications where type = 'new_shift') pairs`,
  );
  const alerts = await count(sql`select count(*) as n from new_shift_alerts`);
  // The posting's transaction stamped its shifts with its own now(); the worker's come later.
  const byPosting = await count(
    sql`select count(*) as n from notifications n join shifts s on s.id = n.shift_id
        where n.type = 'new_shift' and n.created_at <= s.created_at`,
  );
  const written = await count(newShiftNotices);
  log(
    `notices ${written} (${pairs} person-shift pairs), alert rows ${alerts}, written by the posting ${byPosting}`,
  );
  if (written !== expected || pairs !== expected || alerts !== expected || byPosting !== 0) {
    log('FAIL: every person must be alerted once per shift, by the worker');
    exitCode = 1;
  }
} finally {
  await server.stop();
  await database.close();
}
process.exit(exitCode);
