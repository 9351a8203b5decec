import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { DEFAULT_POOL_SIZE } from '../apps/api/src/db/client.ts';
import { createTokenService } from '../apps/api/src/auth/tokens.ts';
import { processCpuMs, processTreeCpuMs } from './lib/cpu.ts';
import { loadPair, type CpuMeters, type LoadOptions } from './lib/load.ts';
import { openBenchDatabase } from './lib/postgres.ts';
import {
  BUDGET,
  CPU_RATIO_FLOOR,
  formatTable,
  outcomeOf,
  REVALIDATE_BUDGET,
  revalidateShare,
  type ScenarioOutcome,
} from './lib/report.ts';
import { buildScenarios, type RequestSpec, type Scenario } from './lib/scenarios.ts';
import { seedBenchDatabase } from './lib/seed.ts';
import { freePort, startApi, startBaseline, type RunningServer } from './lib/servers.ts';

/**
 * npm run bench: the dataset (seeded or reused), the API and the baseline side by side, each
 * scenario loaded by autocannon against both, a table and bench/results.json.
 *
 * BENCH_CONNECTIONS (32), BENCH_DURATION (10 s per server and scenario), BENCH_ROUNDS (2: the
 * duration is split into alternating runs), BENCH_WARMUP (2 s), BENCH_ONLY (scenario keys,
 * comma-separated), BENCH_SCALE,
 * BENCH_RESEED, BENCH_PGDATA, BENCH_PG_PORT, BENCH_API_PORT, BENCH_BASELINE_PORT, DATABASE_URL,
 * BENCH_CPU_PROF (a folder: the API runs under `node --cpu-prof` and writes its profile there),
 * BENCH_STRICT=1 (exit 1 when a DESIGN §10 endpoint misses its budget, a repeat view costs over
 * a tenth of its full answer, or a scenario's CPU ratio is under CPU_RATIO_FLOOR). An answer
 * that differs from the baseline's always exits 1.
 */
const log = (line: string) => console.log(`[bench] ${line}`);
const env = process.env;
const options: LoadOptions = {
  connections: Number(env.BENCH_CONNECTIONS ?? 32),
  durationSeconds: Number(env.BENCH_DURATION ?? 10),
  warmupSeconds: Number(env.BENCH_WARMUP ?? 2),
  rounds: Number(env.BENCH_ROUNDS ?? 2),
};
const only = env.BENCH_ONLY ? new Set(env.BENCH_ONLY.split(',').map((key) => key.trim())) : null;
const started = performance.now();
const loadAverageAtStart = loadavg();

async function fetchSpec(server: RunningServer, spec: RequestSpec) {
  const response = await fetch(server.url + spec.path, {
    method: spec.method,
    headers: {
      ...(spec.token ? { authorization: `Bearer ${spec.token}` } : {}),
      ...(spec.body ? { 'content-type': 'application/json' } : {}),
      ...spec.headers,
    },
    body: spec.body,
  });
  const text = await response.text();
  return {
    status: response.status,
    etag: response.headers.get('etag'),
    body: text ? (JSON.parse(text) as unknown) : null,
  };
}

/** How long a revalidation scenario needs its tags to hold: warm-up and runs on both servers. */
const revalidationSeconds = 2 * (options.warmupSeconds + options.durationSeconds) + 5;

/**
 * A revalidation asks with the ETag of each request's full answer. Tags hold for the minute
 * they were made in (past states and deadlines move with the clock), so the scenario starts
 * with a fresh minute when the rest of this one is too short for it.
 */
async function withTags(scenario: Scenario, api: RunningServer) {
  const secondsLeft = 60 - (Date.now() % 60_000) / 1000;
  if (secondsLeft < revalidationSeconds) {
    log(`${scenario.key}: waiting ${Math.ceil(secondsLeft)} s for a new minute, so the tags hold`);
    await new Promise((resolve) => setTimeout(resolve, secondsLeft * 1000 + 200));
  }
  for (const spec of scenario.requests) {
    const { etag } = await fetchSpec(api, { ...spec, headers: undefined });
    if (!etag) throw new Error(`${scenario.key}: no ETag for ${spec.path}`);
    spec.headers = { 'if-none-match': etag };
  }
}

/** Logins compared (each costs two argon2id checks): a sample, spread over the scenario. */
const LOGIN_SAMPLE = 12;

/**
 * The baseline must answer exactly what the API answers: every request of a scenario is asked
 * of both before loading (a sample of the logins), and the first difference is logged.
 */
async function sameAnswers(
  scenario: Scenario,
  api: RunningServer,
  baseline: RunningServer,
  tokens: ReturnType<typeof createTokenService>,
) {
  const every =
    scenario.compare === 'token' ? Math.ceil(scenario.requests.length / LOGIN_SAMPLE) : 1;
  const asked = scenario.requests.filter((_, index) => index % every === 0);
  for (const spec of asked) {
    const [fromApi, fromBaseline] = [await fetchSpec(api, spec), await fetchSpec(baseline, spec)];
    if (scenario.compare === 'revalidate') {
      if (fromApi.status === 304 && fromApi.body === null) continue;
      log(`${scenario.key}: the API answered ${fromApi.status}, not 304, to ${spec.path}`);
      return false;
    }
    if (fromApi.status !== 200) {
      log(
        `${scenario.key}: the API answered ${fromApi.status} to ${spec.path}: ${JSON.stringify(fromApi.body)}`,
      );
      return false;
    }
    if (scenario.compare === 'token') {
      const subject = async (body: unknown) =>
        tokens.verify((body as { access_token?: string } | null)?.access_token ?? '');
      const [apiUser, baselineUser] = [
        await subject(fromApi.body),
        await subject(fromBaseline.body),
      ];
      if (fromBaseline.status !== 200 || apiUser === null || apiUser !== baselineUser) {
        log(`${scenario.key}: login answers differ for ${spec.body}`);
        return false;
      }
      continue;
    }
    if (
      fromBaseline.status !== fromApi.status ||
      !isDeepStrictEqual(fromApi.body, fromBaseline.body)
    ) {
      log(`${scenario.key}: the baseline's answer differs from the API's for ${spec.path}`);
      log(`  api:      ${JSON.stringify(fromApi.body).slice(0, 600)}`);
      log(`  baseline: ${JSON.stringify(fromBaseline.body).slice(0, 600)}`);
      return false;
    }
  }
  return true;
}

const database = await openBenchDatabase(log);
const servers: RunningServer[] = [];
let stopping = false;
async function stopAll() {
  if (stopping) return;
  stopping = true;
  await Promise.all(servers.map((server) => server.stop()));
  database.stop();
}
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));
process.on('SIGTERM', () => void stopAll().then(() => process.exit(143)));

let exitCode = 0;
try {
  const seed = await seedBenchDatabase(database.url, log, {
    scale: Number(env.BENCH_SCALE ?? 1),
    reseed: env.BENCH_RESEED === '1',
  });
  log(
    `dataset: ${JSON.stringify(seed.counts)}${seed.reused ? ' (reused)' : ` (seeded in ${seed.seconds.toFixed(1)} s)`}`,
  );
  const jwtSecret = randomBytes(32).toString('hex');
  const tokens = createTokenService(jwtSecret, 12 * 60 * 60);
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const scenarios = (await buildScenarios(pool, tokens)).filter(
    (scenario) => !only || only.has(scenario.key),
  );
  await pool.end();

  const serverOptions = { databaseUrl: database.url, jwtSecret };
  const api = await startApi(
    { ...serverOptions, cpuProfileDir: env.BENCH_CPU_PROF },
    Number(env.BENCH_API_PORT) || (await freePort()),
  );
  servers.push(api);
  const baseline = await startBaseline(
    serverOptions,
    Number(env.BENCH_BASELINE_PORT) || (await freePort()),
  );
  servers.push(baseline);
  log(
    `API ${api.url} (pid ${api.pid}), baseline ${baseline.url} (pid ${baseline.pid}), ${DEFAULT_POOL_SIZE} database connections each`,
  );
  log(
    `${options.connections} connections, ${options.warmupSeconds} s warm-up + ${options.durationSeconds} s in ${options.rounds} alternating runs, ` +
      `${cpus().length} CPUs, load average ${loadavg()[0].toFixed(2)}`,
  );

  const databasePid = database.serverPid;
  const metersOf = (server: RunningServer): CpuMeters => ({
    server: () => processCpuMs(server.pid),
    database: databasePid === null ? null : () => processTreeCpuMs(databasePid),
  });
  const outcomes: ScenarioOutcome[] = [];
  for (const scenario of scenarios) {
    if (scenario.compare === 'revalidate') await withTags(scenario, api);
    const sameJson = await sameAnswers(scenario, api, baseline, tokens);
    const [apiResult, baselineResult] = await loadPair(
      [
        { url: api.url, meters: metersOf(api) },
        { url: baseline.url, meters: metersOf(baseline) },
      ],
      scenario.requests,
      options,
    );
    const outcome = outcomeOf(scenario, sameJson, apiResult, baselineResult);
    outcomes.push(outcome);
    log(
      `${scenario.key}: API ${apiResult.requestsPerSecond} req/s p99 ${apiResult.latencyP99} ms, ` +
        `baseline ${baselineResult.requestsPerSecond} req/s p99 ${baselineResult.latencyP99} ms, ` +
        `${Math.round(apiResult.bytesPerRequest / 1024)} KB/response`,
    );
  }

  console.log(`\n${formatTable(outcomes)}\n`);
  const repeats = new Map(scenarios.map((scenario) => [scenario.key, scenario.repeats ?? '']));
  const revalidation = revalidateShare(outcomes, repeats);
  for (const entry of revalidation) {
    log(
      `${entry.key}: ${entry.share === null ? '?' : `${(entry.share * 100).toFixed(1)}%`} of ${entry.repeats ?? 'its full answer'}'s CPU per request ` +
        `(${entry.withinBudget ? 'ok' : 'MISS'}: at most ${REVALIDATE_BUDGET * 100}%)`,
    );
  }
  const results = {
    generatedAt: new Date().toISOString(),
    budget: BUDGET,
    machine: {
      cpus: cpus().length,
      model: cpus()[0]?.model,
      loadAverageAtStart,
      loadAverageAtEnd: loadavg(),
    },
    settings: { ...options, poolSize: DEFAULT_POOL_SIZE },
    dataset: {
      ...seed.counts,
      reused: seed.reused,
      seedSeconds: Math.round(seed.seconds * 10) / 10,
    },
    totalSeconds: Math.round((performance.now() - started) / 100) / 10,
    scenarios: outcomes,
    revalidation,
    cpuRatioFloor: CPU_RATIO_FLOOR,
  };
  const file = path.resolve(import.meta.dirname, 'results.json');
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  log(`wrote ${path.relative(process.cwd(), file)} in ${results.totalSeconds} s total`);
  const misses = [
    ...outcomes.filter((outcome) => outcome.budgeted && !outcome.withinBudget),
    ...revalidation.filter((entry) => !entry.withinBudget),
  ];
  const differing = outcomes.filter((outcome) => !outcome.sameJson);
  if (differing.length > 0) {
    log(
      `answers differ from the baseline's: ${differing.map((outcome) => outcome.key).join(', ')}`,
    );
    exitCode = 1;
  }
  const costly = outcomes.filter((outcome) => outcome.cpuRatioHolds === false);
  if (costly.length > 0) {
    log(
      `cpu ratio under ${CPU_RATIO_FLOOR}: ${costly.map((outcome) => `${outcome.key} ${outcome.cpuRatio ?? '?'}`).join(', ')}`,
    );
    if (env.BENCH_STRICT === '1') exitCode = 1;
  }
  if (misses.length > 0) {
    log(`over budget: ${misses.map((outcome) => outcome.key).join(', ')}`);
    // Off by default: on a shared machine the budgets measure the neighbours too.
    if (env.BENCH_STRICT === '1') exitCode = 1;
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await stopAll();
}
process.exit(exitCode);
