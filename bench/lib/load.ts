import autocannon from 'autocannon';
import type { RequestSpec } from './scenarios.ts';

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** The measured time is split into this many runs, alternating the two servers. */
  rounds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  latencyP50: number;
  latencyP99: number;
  latencyMax: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  bytesPerRequest: number;
  /** CPU milliseconds per request of the server process and of the database (null: unknown). */
  serverCpuMs: number | null;
  databaseCpuMs: number | null;
}

/** Cumulative CPU milliseconds of a server and of the database, read before and after runs. */
export interface CpuMeters {
  server: () => number;
  database: (() => number) | null;
}

interface RunTotals {
  seconds: number;
  requests: number;
  bytes: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  latencies: number[];
  serverCpu: number;
  databaseCpu: number;
}

async function run(
  url: string,
  requests: RequestSpec[],
  connections: number,
  seconds: number,
  totals?: RunTotals,
  meters?: CpuMeters,
) {
  let next = 0;
  const options: autocannon.Options = {
    url,
    connections,
    duration: seconds,
    timeout: 30,
    requests: [
      {
        // Each request takes the next spec in turn, across all connections.
        setupRequest: (request) => {
          const spec = requests[next % requests.length];
          next += 1;
          return {
            ...request,
            method: spec.method,
            path: spec.path,
            headers: {
              // As a browser asks, so both servers answer compressed and bytes are on the wire.
              'accept-encoding': 'gzip, deflate, br',
              ...(spec.token ? { authorization: `Bearer ${spec.token}` } : {}),
              ...(spec.body ? { 'content-type': 'application/json' } : {}),
              ...spec.headers,
            },
            body: spec.body,
          };
        },
      },
    ],
  };
  const before = meters ? [meters.server(), meters.database?.() ?? 0] : [0, 0];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    // Every latency, so percentiles stay exact across the alternating runs.
    if (totals)
      instance.on('response', (_client, _status, _bytes, responseTime) =>
        totals.latencies.push(responseTime),
      );
  });
  if (totals) {
    if (meters) {
      totals.serverCpu += meters.server() - before[0];
      totals.databaseCpu += (meters.database?.() ?? 0) - before[1];
    }
    totals.seconds += result.duration;
    totals.requests += result.requests.total;
    totals.bytes += result.throughput.total;
    totals.errors += result.errors;
    totals.timeouts += result.timeouts;
    totals.non2xx += result.non2xx;
  }
}

function percentile(sorted: number[], fraction: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

function summary(totals: RunTotals, meters: CpuMeters): LoadResult {
  const sorted = totals.latencies.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    requestsPerSecond: round(totals.requests / totals.seconds),
    latencyP50: round(percentile(sorted, 0.5)),
    latencyP99: round(percentile(sorted, 0.99)),
    latencyMax: round(sorted[sorted.length - 1] ?? 0),
    requests: totals.requests,
    errors: totals.errors,
    timeouts: totals.timeouts,
    non2xx: totals.non2xx,
    bytesPerRequest: totals.requests > 0 ? Math.round(totals.bytes / totals.requests) : 0,
    serverCpuMs:
      totals.requests > 0 ? round((totals.serverCpu / totals.requests) * 100) / 100 : null,
    databaseCpuMs:
      meters.database && totals.requests > 0
        ? round((totals.databaseCpu / totals.requests) * 100) / 100
        : null,
  };
}

/**
 * Loads two servers with the same requests: a warm-up of each, then the measured time in
 * alternating runs (A B A B ...), so that a change in the machine's load falls on both.
 */
export async function loadPair(
  servers: [{ url: string; meters: CpuMeters }, { url: string; meters: CpuMeters }],
  requests: RequestSpec[],
  options: LoadOptions,
): Promise<[LoadResult, LoadResult]> {
  const totals = servers.map(() => ({
    seconds: 0,
    requests: 0,
    bytes: 0,
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    latencies: [] as number[],
    serverCpu: 0,
    databaseCpu: 0,
  }));
  if (options.warmupSeconds > 0) {
    for (const { url } of servers)
      await run(url, requests, options.connections, options.warmupSeconds);
  }
  const rounds = Math.max(1, options.rounds);
  const seconds = Math.max(1, Math.round(options.durationSeconds / rounds));
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, { url, meters }] of servers.entries()) {
      await run(url, requests, options.connections, seconds, totals[index], meters);
    }
  }
  return [summary(totals[0], servers[0].meters), summary(totals[1], servers[1].meters)];
}
