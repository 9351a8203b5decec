import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Real API processes for the reliability suites: `node --import tsx src/main.ts`, the same
 * program as `npm start`, started on a port of the caller's choosing and stopped or killed on
 * demand. Node runs main.ts itself (no `tsx` wrapper process), so a SIGKILL hits the server and
 * nothing else, as a crash would.
 */

const API_ROOT = path.resolve(import.meta.dirname, '../..');
const MAIN = path.join(API_ROOT, 'src/main.ts');
const OUTPUT_LIMIT = 64 * 1024;
const READY_POLL_MS = 50;

/** What every suite wants unless it says otherwise: no demo data, quiet logs, no global limit. */
export const QUIET_API_ENV = {
  NODE_ENV: 'production',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '1000000',
  HOST: '127.0.0.1',
} as const;

export interface ApiExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ApiProcessOptions {
  port: number;
  /**
   * Variables over QUIET_API_ENV: DATABASE_URL for PostgreSQL, or DATA_DIR alone for PGlite;
   * JWT_SECRET (NODE_ENV=production requires it). DATABASE_URL and DATA_DIR are never
   * inherited from the calling process. `undefined` leaves a variable unset (SEED_DEMO, to start
   * with its default).
   */
  env: Record<string, string | undefined>;
  /** How long to wait for GET /api/health to answer 200 (default 90 s: a cold tsx start on a busy machine). */
  readyTimeoutMs?: number;
}

export interface ApiProcess {
  readonly port: number;
  readonly pid: number;
  /** http://127.0.0.1:PORT */
  readonly url: string;
  /** Settles when the process has exited, however it ended. */
  readonly exited: Promise<ApiExit>;
  /** The last 64 KiB the process wrote to stdout and stderr, for failure messages. */
  output(): string;
  /** SIGKILL: no shutdown hook runs, open transactions are cut off. Answers once it is gone. */
  kill(): Promise<ApiExit>;
  /** SIGTERM (the graceful shutdown in main.ts), then SIGKILL if it takes longer than `graceMs`. */
  stop(graceMs?: number): Promise<ApiExit>;
}

const running = new Set<ChildProcess>();
let exitHookInstalled = false;

/** If the test runner itself goes away, it takes its API processes with it. */
function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const child of running) child.kill('SIGKILL');
  });
}

function childEnvironment(
  extra: Record<string, string | undefined>,
  port: number,
): NodeJS.ProcessEnv {
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  delete inherited.DATA_DIR;
  // Vitest's own variables would make the child think it is a test worker.
  for (const key of Object.keys(inherited)) if (key.startsWith('VITEST')) delete inherited[key];
  const environment: NodeJS.ProcessEnv = {
    ...inherited,
    ...QUIET_API_ENV,
    ...extra,
    PORT: String(port),
  };
  for (const [key, value] of Object.entries(environment))
    if (value === undefined) delete environment[key];
  return environment;
}

async function waitUntilHealthy(
  url: string,
  exited: Promise<ApiExit>,
  timeoutMs: number,
  output: () => string,
) {
  let exit: ApiExit | null = null;
  void exited.then((value) => (exit = value));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exit) {
      const { code, signal } = exit;
      throw new Error(`API process exited (${signal ?? code}) before listening:\n${output()}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet: connection refused.
    }
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
  throw new Error(
    `API process did not answer ${url}/api/health within ${timeoutMs} ms:\n${output()}`,
  );
}

/** Starts main.ts and answers once it serves GET /api/health (it has migrated and listens). */
export async function startApi(options: ApiProcessOptions): Promise<ApiProcess> {
  installExitHook();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: API_ROOT,
    env: childEnvironment(options.env, options.port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error('could not spawn the API process');
  running.add(child);

  let captured = '';
  const capture = (chunk: Buffer) => {
    captured = (captured + chunk.toString()).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', capture);
  child.stderr?.on('data', capture);
  const output = () => captured;

  const exited = new Promise<ApiExit>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
  });

  const url = `http://127.0.0.1:${options.port}`;
  const pid = child.pid;
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    return exited;
  };
  const stop = async (graceMs = 10_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return exited;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    const exit = await exited;
    clearTimeout(timer);
    return exit;
  };

  try {
    await waitUntilHealthy(url, exited, options.readyTimeoutMs ?? 90_000, output);
  } catch (error) {
    await kill();
    throw error;
  }
  return { port: options.port, pid, url, exited, output, kill, stop };
}

/** Stops every API process this test process started and has not stopped yet. */
export async function stopAllApis(): Promise<void> {
  await Promise.all(
    [...running].map(async (child) => {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await gone;
    }),
  );
}
