import { writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../test/support/sql.ts';
import { startApi } from '../support/api-process.ts';
import { createScratchDatabase, openScratchDatabase } from '../support/scratch-database.ts';
import { seededRandom } from '../support/seeded-random.ts';
import { type Call, createOperations, MIX, type OperationName } from './operations.ts';
import { prepareLoadWorld } from './world.ts';

/**
 * `npm run test:load` (issue 7 part 6): a mixed load at a fixed arrival rate against one API
 * process on PostgreSQL (scripts/with-postgres.sh) filled with the demo data. Open loop: calls
 * leave on schedule whether or not earlier ones have answered, and each latency is measured from
 * the moment its call was due, so a slow server cannot hide its queue. Any answer other than the
 * expected one, or none, is an error; the run exits 1 on any error.
 *
 *   LOAD_SECONDS  measured duration (default 60)
 *   LOAD_WARMUP_SECONDS  first seconds at the same rate, checked for errors but left out of the
 *                 latency figures while the server's code warms up (default 5)
 *   LOAD_RATE     arrivals per second (default 40)
 *   LOAD_PORT     the API's port (default 4341)
 *   LOAD_RESULTS  where the JSON summary goes (default: a file in the temp directory)
 *   LOAD_SEED     the mix's random seed (default 1)
 */

const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const warmupSeconds = Number(process.env.LOAD_WARMUP_SECONDS ?? 5);
const rate = Number(process.env.LOAD_RATE ?? 40);
const port = Number(process.env.LOAD_PORT ?? 4341);
const seed = Number(process.env.LOAD_SEED ?? 1);
const resultsFile =
  process.env.LOAD_RESULTS ?? path.join(tmpdir(), `chairside-load-${process.pid}.json`);
const JWT_SECRET = 'reliability-load-secret-0123456789abcdef-0123';
const DRAIN_TIMEOUT_MS = 30_000;

for (const [name, value] of Object.entries({ seconds, rate, port, seed })) {
  if (!Number.isFinite(value) || value <= 0) throw new Error(`invalid load setting ${name}`);
}
if (!Number.isFinite(warmupSeconds) || warmupSeconds < 0) {
  throw new Error('invalid load setting LOAD_WARMUP_SECONDS');
}

const log = (line: string) => console.error(`[load] ${line}`);

interface Sample {
  name: OperationName;
  status: number;
  ms: number;
  error: string | null;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)] * 10) / 10;
}

function summarize(samples: Sample[]) {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return {
    requests: samples.length,
    errors: samples.filter((sample) => sample.error !== null).length,
    p50Ms: percentile(sorted, 50),
    p90Ms: percentile(sorted, 90),
    p99Ms: percentile(sorted, 99),
    maxMs: percentile(sorted, 100),
  };
}

async function fire(baseUrl: string, call: Call, dueAt: number): Promise<Sample> {
  let status = 0;
  let error: string | null = null;
  try {
    const response = await fetch(`${baseUrl}${call.path}`, {
      method: call.method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${call.token}` },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    });
    status = response.status;
    const text = await response.text();
    if (status === call.expected) call.then?.(JSON.parse(text));
    else error = `${call.method} ${call.path} answered ${status}: ${text.slice(0, 200)}`;
  } catch (caught) {
    error = `${call.method} ${call.path} failed: ${(caught as Error).message}`;
  }
  return { name: call.name, status, ms: performance.now() - dueAt, error };
}

const url = await createScratchDatabase('chairside_load');
log(`database ${url}; starting the API with the demo data on port ${port}`);
// The API runs as deployed (NODE_ENV=production), where the demo data must be asked for twice.
const api = await startApi({
  port,
  env: { DATABASE_URL: url, JWT_SECRET, SEED_DEMO: 'true', ALLOW_DEMO_IN_PRODUCTION: 'true' },
});
const database = openScratchDatabase(url);
let exitCode: number;
try {
  const warmupCalls = Math.round(warmupSeconds * rate);
  const total = warmupCalls + Math.round(seconds * rate);
  // Enough open shifts for every arrival to be a request, with room to spare.
  const world = await prepareLoadWorld(database.db, JWT_SECRET, Math.ceil(total * 0.3) + 50);
  log(
    `${world.browsers.length} users, ${world.allShiftIds.length} shifts in ` +
      `${world.months.length} months; ${world.pool.length} open shifts for the writes`,
  );
  const operations = createOperations(world, seededRandom(seed));

  log(`${total} calls at ${rate}/s: ${warmupSeconds} s of warm-up, then ${seconds} s measured`);
  const interval = 1000 / rate;
  const startedAt = performance.now();
  const inFlight: Array<Promise<Sample>> = [];
  let answered = 0;
  let failed = 0;
  const progress = setInterval(() => {
    log(`${inFlight.length} sent, ${answered} answered, ${failed} errors`);
  }, 10_000);
  for (let index = 0; index < total; index += 1) {
    const dueAt = startedAt + index * interval;
    const wait = dueAt - performance.now();
    // The schedule itself is the point of an open-loop load: wait for the next slot.
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const sample = fire(api.url, operations.next(), dueAt).then((done) => {
      answered += 1;
      if (done.error) failed += 1;
      return done;
    });
    inFlight.push(sample);
  }
  const sendingMs = performance.now() - startedAt;
  const drained = await Promise.race([
    Promise.all(inFlight),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), DRAIN_TIMEOUT_MS).unref()),
  ]);
  clearInterval(progress);
  if (!drained) throw new Error(`calls still unanswered ${DRAIN_TIMEOUT_MS} ms after the last`);
  const warmup = drained.slice(0, warmupCalls);
  const samples = drained.slice(warmupCalls);

  // Every write the API acknowledged is stored, and nothing else: the pool's shifts hold
  // exactly the acknowledged requests, offers and confirmations.
  const poolIds = world.pool.join(',');
  const [stored] = await queryRows<{ requests: number; offered: number; confirmed: number }>(
    database.db,
    sql`select count(*)::int as requests,
               count(*) filter (where status = 'Offered')::int as offered,
               count(*) filter (where status = 'Confirmed' and not declined)::int as confirmed
        from shift_requests where shift_id in ${sql.raw(`(${poolIds})`)}`,
  );
  const counts = operations.counts;
  const storedAsAcknowledged =
    stored.requests === counts.requested &&
    stored.offered + stored.confirmed === counts.offered &&
    stored.confirmed === counts.confirmed;

  const byOperation = Object.fromEntries(
    (Object.keys(MIX) as OperationName[]).map((name) => [
      name,
      summarize(samples.filter((sample) => sample.name === name)),
    ]),
  );
  const overall = summarize(samples);
  const errors = drained.filter((sample) => sample.error !== null);
  const results = {
    command: 'LOAD_SECONDS=60 npm run test:load',
    database: 'PostgreSQL (scripts/with-postgres.sh), demo data (SEED_DEMO=true)',
    apiProcesses: 1,
    rate,
    seconds,
    achievedRate: Math.round((drained.length / (sendingMs / 1000)) * 10) / 10,
    ...overall,
    warmup: { seconds: warmupSeconds, ...summarize(warmup) },
    byOperation,
    writesAcknowledged: counts,
    writesStored: stored,
    storedAsAcknowledged,
    /** Errors of the whole run, warm-up included: the run fails on any. */
    totalErrors: errors.length,
    firstErrors: errors.slice(0, 20).map((sample) => sample.error),
    machine: { cpus: cpus().length, loadAverage: loadavg().map((value) => value.toFixed(2)) },
    finishedAt: new Date().toISOString(),
  };
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);

  console.log(
    `load: ${overall.requests} requests at ${rate}/s (achieved ${results.achievedRate}/s) for ${seconds} s, ` +
      `${overall.errors} errors, p50 ${overall.p50Ms} ms, p99 ${overall.p99Ms} ms, max ${overall.maxMs} ms ` +
      `(after ${results.warmup.requests} warm-up requests, ${results.warmup.errors} errors)`,
  );
  for (const [name, summary] of Object.entries(byOperation)) {
    console.log(
      `  ${name.padEnd(9)} ${String(summary.requests).padStart(6)} requests, ${summary.errors} errors, ` +
        `p50 ${summary.p50Ms} ms, p99 ${summary.p99Ms} ms`,
    );
  }
  console.log(
    `  writes acknowledged: ${counts.requested} requests, ${counts.offered} offers, ` +
      `${counts.confirmed} confirmations; stored: ${stored.requests} requests, ` +
      `${stored.confirmed} confirmed`,
  );
  console.log(`results: ${resultsFile}`);
  for (const error of results.firstErrors) console.error(`  error: ${error}`);
  exitCode = errors.length === 0 && storedAsAcknowledged ? 0 : 1;
  if (!storedAsAcknowledged)
    console.error('load: the stored writes differ from the acknowledged ones');
} finally {
  await api.stop();
  await database.close();
}
process.exit(exitCode);
