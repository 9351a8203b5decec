/**
 * `npm run bench:fanout`: posting to an area of 10,000 fitting professionals, and a 366-shift
 * series (issue #24 §2, issue #29, DESIGN §6, docs/PERFORMANCE.md).
 *
 * Under scripts/with-postgres.sh: migrates the throwaway database and seeds two practices, then
 * starts the API as production runs it (apps/api/src/main.ts, with its fan-out worker).
 *
 * Posting at scale (issue #29): an Austin practice whose area holds BENCH_FANOUT_AREA (10,000)
 * Hygienists who fit its shifts: a fifth its own staff, the rest independents living within 15
 * miles, credentials verified, in the channel mix of `areaPerson` (email and push by default,
 * a third texted, a tenth on the daily digest, some with one or two push devices, some with
 * quiet hours). It posts BENCH_FANOUT_POSTS single shifts for a position nobody there works and
 * as many for Hygienists, alternately, each after the worker is idle: the posts' medians must be
 * within 20% or 5 ms of each other (the post does nothing per person). After each Hygienist post
 * it times the worker until every alert is written (the in-app notice and alert row of each
 * person, and the email, text and push rows their preferences ask for) and checks each count;
 * each must take at most 10 s. Before each, the bench forgets the alert rows, so that every
 * posting finds its people with their batching window closed and under the text cap: every
 * channel is sent, the worker's costliest case.
 *
 * A 366-shift series (issue #24 §2): a Dallas practice with BENCH_FANOUT_SERIES_PEOPLE (500)
 * Hygienists on its staff posts a daily series of 366 shifts (after the same series for a
 * position none of them works, to warm the server) while one of them saves their notification
 * preferences again and again; the post must answer in under 1 s, and every person gets one
 * notice and one alert row per shift, written by the worker, not by the posting.
 *
 * Exits 1 on any breach. Every figure is printed with the load average.
 */
import os from 'node:os';
import { defaultNotificationChannels, defaultNotificationPreferences } from '@chairside/domain';
import { sql, type SQL } from 'drizzle-orm';
import { openPostgres } from '../../apps/api/src/db/client.ts';
import { credentials, pushSubscriptions, users } from '../../apps/api/src/db/schema.ts';
import { hashPassword } from '../../apps/api/src/lib/crypto.ts';
import { makeLocation, makeOrganization } from '../../apps/api/test/support/factories.ts';
import { localFromNow } from '../../apps/api/test/support/shift-world.ts';
import { queryRows } from '../../apps/api/test/support/sql.ts';
import { startApiServer } from '../lists/api-server.ts';
import { freePort } from '../lib/servers.ts';

const SERIES_BUDGET_MS = 1000;
const DRAIN_BUDGET_MS = 10_000;
/** 'The same speed': the audience's median post within 20% of the empty one's, or 5 ms. */
const SAME_SPEED = { ratio: 1.2, ms: 5 };
const SHIFTS = 366;
const PASSWORD = 'Chairside123!';
const env = process.env;
const settings = {
  port: Number(env.BENCH_FANOUT_PORT) || (await freePort()),
  area: Number(env.BENCH_FANOUT_AREA ?? 10_000),
  posts: Number(env.BENCH_FANOUT_POSTS ?? 5),
  seriesPeople: Number(env.BENCH_FANOUT_SERIES_PEOPLE ?? 500),
  /** How long the worker may take for the series before the bench gives up. */
  drainTimeoutMs: Number(env.BENCH_FANOUT_DRAIN_TIMEOUT_MS ?? 10 * 60_000),
};
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const log = (line: string) => console.log(`[bench:fanout] ${line} (load ${load()})`);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value: number) => `${value.toFixed(0)} ms`;

const databaseUrl = env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is not set: run under scripts/with-postgres.sh');
const database = openPostgres(databaseUrl);
const db = database.db;
await database.migrate();
const count = async (query: SQL) => Number((await queryRows<{ n: string }>(db, query))[0].n);

const passwordHash = await hashPassword(PASSWORD);
const austin = await makeOrganization(db);
const austinOffice = await makeLocation(db, austin.id);
const dallas = await makeOrganization(db);
const dallasOffice = await makeLocation(db, dallas.id, {
  city: 'Dallas',
  zipCode: '75201',
  latitude: 32.7876,
  longitude: -96.7994,
});
const manager = (email: string, organizationId: number) => ({
  email,
  passwordHash,
  name: email,
  jobTitle: 'Front Desk',
  position: 'manager' as const,
  organizationId,
  emailVerifiedAt: new Date(),
});
await db
  .insert(users)
  .values([manager('austin@fanout.test', austin.id), manager('dallas@fanout.test', dallas.id)]);

/** Person `i` of the Austin area: who they are, where they live and what they are sent. */
function areaPerson(i: number) {
  const member = i % 5 === 0;
  const digest = i % 10 === 1;
  const texted = i % 3 === 0;
  const quiet = i % 7 === 3;
  const devices = i % 4 === 0 ? 1 : i % 12 === 2 ? 2 : 0;
  // Homes spread over ±0.15° around the office: at most 13 miles away, inside a 25-mile radius.
  const spread = (seed: number) => (((i * seed) % 1000) / 1000 - 0.5) * 0.3;
  const preferences =
    digest || texted || quiet
      ? {
          ...defaultNotificationPreferences(),
          channels: {
            ...defaultNotificationChannels(),
            newShifts: { email: true, sms: texted, push: true },
          },
          quietHours: quiet ? { start: '22:00', end: '07:00' } : null,
          timeZone: 'America/Chicago',
          newShiftsDigest: digest ? ('daily' as const) : ('instant' as const),
        }
      : null;
  const row = {
    email: `area${i}@fanout.test`,
    passwordHash,
    name: `Area Hygienist ${i}`,
    jobTitle: 'Hygienist',
    position: 'employee' as const,
    organizationId: member ? austin.id : null,
    emailVerifiedAt: new Date(),
    phoneNumber: texted ? `+1512${String(5_000_000 + i).padStart(7, '0')}` : null,
    phoneVerifiedAt: texted ? new Date() : null,
    homeLatitude: member ? null : austinOffice.latitude + spread(7919),
    homeLongitude: member ? null : austinOffice.longitude + spread(104_729),
    travelRadiusMiles: 25,
    notificationPreferences: preferences,
  };
  // What one posting sends them beyond the app: nothing before their digest, else email,
  // a text when they asked for one, a push to each device.
  const sent = digest
    ? { email: 0, sms: 0, push: 0 }
    : { email: 1, sms: texted ? 1 : 0, push: devices };
  return { row, member, devices, sent };
}

const expectedSends = { email: 0, sms: 0, push: 0 };
for (let first = 0; first < settings.area; first += 1000) {
  const people = Array.from({ length: Math.min(1000, settings.area - first) }, (_, k) =>
    areaPerson(first + k),
  );
  const ids = await db
    .insert(users)
    .values(people.map((person) => person.row))
    .returning({ id: users.id });
  const expiresOn = `${new Date().getUTCFullYear() + 10}-12-31`;
  const held = people.flatMap((person, k) =>
    person.member
      ? []
      : (['hygiene_license', 'dentist_license', 'radiography', 'cpr_bls'] as const).map((type) => ({
          userId: ids[k].id,
          type,
          stateCode: type === 'cpr_bls' ? null : 'TX',
          number: `B-${ids[k].id}-${type}`,
          expiresOn,
          verifiedAt: new Date(),
        })),
  );
  await db.insert(credentials).values(held);
  const devices = people.flatMap((person, k) =>
    Array.from({ length: person.devices }, (_, d) => ({
      userId: ids[k].id,
      // A loopback endpoint: the outbox worker refuses it at once, nothing leaves the machine.
      endpoint: `https://127.0.0.1/push/${ids[k].id}/${d}`,
      p256dh: 'bench',
      auth: 'bench',
    })),
  );
  if (devices.length > 0) await db.insert(pushSubscriptions).values(devices);
  for (const person of people) {
    expectedSends.email += person.sent.email;
    expectedSends.sms += person.sent.sms;
    expectedSends.push += person.sent.push;
  }
}
for (let first = 1; first <= settings.seriesPeople; first += 1000) {
  const last = Math.min(first + 999, settings.seriesPeople);
  await db.insert(users).values(
    Array.from({ length: last - first + 1 }, (_, k) => ({
      email: `series${first + k}@fanout.test`,
      passwordHash,
      name: `Series Hygienist ${first + k}`,
      jobTitle: 'Hygienist',
      position: 'employee' as const,
      organizationId: dallas.id,
      emailVerifiedAt: new Date(),
    })),
  );
}
await db.execute(sql`vacuum analyze`);
log(
  `Austin's area: ${settings.area} Hygienists; one posting sends ${expectedSends.email} emails, ` +
    `${expectedSends.sms} texts, ${expectedSends.push} pushes. Dallas: ${settings.seriesPeople} on staff`,
);

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

const jobsLeft = () => count(sql`select count(*) as n from shift_fanout_jobs`);
const pause = (wait: number) => new Promise((resolve) => setTimeout(resolve, wait));

/** Waits until the worker has no job left; answers when, from `since`, and its first notice. */
async function drained(since: number, shiftId: number, timeoutMs: number) {
  let firstMs: number | null = null;
  const deadline = since + timeoutMs;
  for (;;) {
    if (firstMs === null) {
      const any = await count(
        sql`select count(*) as n from (select 1 from notifications where shift_id = ${shiftId} limit 1) one`,
      );
      if (any > 0) firstMs = performance.now() - since;
    }
    if ((await jobsLeft()) === 0) return { firstMs, allMs: performance.now() - since };
    if (performance.now() > deadline)
      throw new Error(`the worker did not finish in ${timeoutMs} ms`);
    await pause(25);
  }
}

let exitCode = 0;
const fail = (line: string) => {
  log(`FAIL: ${line}`);
  exitCode = 1;
};

/** Posting at scale: single posts with no audience and to the 10,000, and the worker after each. */
async function postingAtScale() {
  const token = await signIn('austin@fanout.test');
  let day = 3;
  const post = async (position: string) => {
    day += 1;
    const start = performance.now();
    const answer = (await call('POST', '/api/shifts', token, {
      locationId: austinOffice.id,
      date: localFromNow(day, '09:00', austinOffice.timezone),
      position,
      specialty: null,
      totalMinutes: 480,
      lunchMinutes: 30,
      notes: '',
      internalNotes: '',
    })) as { id: number };
    return { shiftId: answer.id, postMs: performance.now() - start, postedAt: start };
  };
  const sendsSince = async (outboxId: number) => {
    const rows = await queryRows<{ channel: string; n: string }>(
      db,
      sql`select channel, count(*) as n from outbox where id > ${outboxId} group by channel`,
    );
    const sends = { email: 0, sms: 0, push: 0 };
    for (const { channel, n } of rows) sends[channel as keyof typeof sends] = Number(n);
    return sends;
  };
  const lastOutboxId = () => count(sql`select coalesce(max(id), 0) as n from outbox`);

  const empty: number[] = [];
  const audience: number[] = [];
  const drains: number[] = [];
  // The first two rounds warm the server and the worker; the rest are measured.
  for (let round = -2; round < settings.posts; round += 1) {
    // Every posting finds its people's windows closed and their texts under the cap; the two
    // posts follow this write alike.
    await db.execute(sql`delete from new_shift_alerts`);
    const nobody = await post('Front Desk');
    await drained(nobody.postedAt, nobody.shiftId, DRAIN_BUDGET_MS * 6);
    const outboxBefore = await lastOutboxId();
    const hygienist = await post('Hygienist');
    const { firstMs, allMs } = await drained(
      hygienist.postedAt,
      hygienist.shiftId,
      DRAIN_BUDGET_MS * 6,
    );
    const notices = await count(
      sql`select count(*) as n from notifications where shift_id = ${hygienist.shiftId} and type = 'new_shift'`,
    );
    const alertRows = await count(
      sql`select count(*) as n from new_shift_alerts where shift_id = ${hygienist.shiftId}`,
    );
    const sends = await sendsSince(outboxBefore);
    const label = round < 0 ? 'warm-up' : `post ${round + 1}`;
    log(
      `${label}: POST /api/shifts nobody ${ms(nobody.postMs)}, Hygienists ${ms(hygienist.postMs)}; ` +
        `worker: first notice at ${ms(firstMs ?? allMs)}, all at ${ms(allMs)} ` +
        `(${notices} notices, ${alertRows} alert rows, ${sends.email} emails, ${sends.sms} texts, ` +
        `${sends.push} pushes; ${((settings.area * 1000) / allMs).toFixed(0)} people a second)`,
    );
    if (
      notices !== settings.area ||
      alertRows !== settings.area ||
      sends.email !== expectedSends.email ||
      sends.sms !== expectedSends.sms ||
      sends.push !== expectedSends.push
    )
      fail(`expected ${settings.area} notices and alert rows and ${JSON.stringify(expectedSends)}`);
    if (round < 0) continue;
    empty.push(nobody.postMs);
    audience.push(hygienist.postMs);
    drains.push(allMs);
  }
  const emptyMedian = median(empty);
  const audienceMedian = median(audience);
  const slowest = Math.max(...drains);
  log(
    `POST /api/shifts median: nobody ${emptyMedian.toFixed(1)} ms, ${settings.area} Hygienists ` +
      `${audienceMedian.toFixed(1)} ms; every alert written in ${ms(median(drains))} (median), ` +
      `${ms(slowest)} (slowest): ${((settings.area * 1000) / median(drains)).toFixed(0)} people ` +
      `alerted a second`,
  );
  const sameSpeed = Math.max(emptyMedian * SAME_SPEED.ratio, emptyMedian + SAME_SPEED.ms);
  if (audienceMedian > sameSpeed)
    fail(`the post to ${settings.area} took ${audienceMedian.toFixed(1)} ms, over ${sameSpeed}`);
  if (slowest > DRAIN_BUDGET_MS) fail(`the worker took ${ms(slowest)}, over ${DRAIN_BUDGET_MS}`);
}

/** A 366-shift series to the Dallas staff while one of them saves their preferences. */
async function series() {
  const token = await signIn('dallas@fanout.test');
  const hygienist = await signIn('series1@fanout.test');
  const seriesOf = (position: string) => ({
    shift: {
      locationId: dallasOffice.id,
      date: localFromNow(2, '09:00', dallasOffice.timezone),
      position,
      totalMinutes: 480,
      lunchMinutes: 30,
    },
    repeat: { kind: 'weekly', weekdays: [0, 1, 2, 3, 4, 5, 6], count: SHIFTS },
  });
  const warmUpStart = performance.now();
  await call('POST', '/api/shifts/series', token, seriesOf('Front Desk'));
  log(`series warm-up: ${SHIFTS} Front Desk shifts in ${ms(performance.now() - warmUpStart)}`);
  await db.execute(sql`delete from new_shift_alerts`);
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
  const answer = (await call('POST', '/api/shifts/series', token, seriesOf('Hygienist'))) as {
    shiftIds: number[];
  };
  const postMs = performance.now() - postedAt;
  posting = false;
  await saving;
  log(`POST /api/shifts/series (${answer.shiftIds.length} shifts) answered in ${ms(postMs)}`);
  log(
    `a Hygienist's own PUT …/notification-preferences meanwhile: ${saves.length} calls, ` +
      `slowest ${ms(Math.max(...saves))}`,
  );
  if (answer.shiftIds.length !== SHIFTS) fail(`posted ${answer.shiftIds.length} shifts`);
  if (postMs >= SERIES_BUDGET_MS) fail(`the series took ${ms(postMs)}, over ${SERIES_BUDGET_MS}`);
  const { firstMs, allMs } = await drained(postedAt, answer.shiftIds[0], settings.drainTimeoutMs);
  const ids = sql.join(
    answer.shiftIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const notices = await count(
    sql`select count(*) as n from notifications where type = 'new_shift' and shift_id in (${ids})`,
  );
  const alertRows = await count(
    sql`select count(*) as n from new_shift_alerts where shift_id in (${ids})`,
  );
  const pairs = await count(
    sql`select count(*) as n from (select distinct user_id, shift_id from new_shift_alerts) pairs`,
  );
  // The posting's transaction stamped its shifts with its own now(); the worker's come later.
  const byPosting = await count(
    sql`select count(*) as n from notifications n join shifts s on s.id = n.shift_id
        where n.type = 'new_shift' and n.created_at <= s.created_at`,
  );
  log(
    `the series' worker: first notice at ${ms(firstMs ?? allMs)}, all at ${ms(allMs)}: ` +
      `${notices} notices, ${alertRows} alert rows (${pairs} person-shift pairs), ` +
      `${byPosting} written by the posting`,
  );
  const expectedRows = SHIFTS * settings.seriesPeople;
  if (
    notices !== settings.seriesPeople ||
    alertRows !== expectedRows ||
    pairs !== expectedRows ||
    byPosting !== 0
  )
    fail(
      'every person must be told once of the series, with an alert row per shift, by the worker',
    );
}

try {
  await postingAtScale();
  await series();
} finally {
  await server.stop();
  await database.close();
}
process.exit(exitCode);
