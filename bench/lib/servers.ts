import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  name: string;
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${url} did not become healthy:\n${output()}`);
}

/** Runs a TypeScript entry point with tsx's loader in a plain node process (no npx layer). */
async function startNode(
  name: string,
  entry: string,
  port: number,
  env: NodeJS.ProcessEnv,
  nodeFlags: string[] = [],
) {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => output);
  return {
    name,
    url,
    pid: child.pid ?? 0,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export interface ServerOptions {
  databaseUrl: string;
  jwtSecret: string;
}

/**
 * The API as deployed: NODE_ENV=production (no dev routes, the JWT secret from the
 * environment), no demo seed, warnings only, and a rate limit far above the load. With
 * `cpuProfileDir` it runs under `node --cpu-prof` and writes its profile there when stopped.
 */
export async function startApi(
  options: ServerOptions & { cpuProfileDir?: string },
  port: number,
): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chairside-bench-api-'));
  const profile = options.cpuProfileDir
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(options.cpuProfileDir)}`]
    : [];
  const server = await startNode(
    'api',
    'apps/api/src/main.ts',
    port,
    {
      NODE_ENV: 'production',
      DATABASE_URL: options.databaseUrl,
      JWT_SECRET: options.jwtSecret,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
    profile,
  );
  return {
    ...server,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function startBaseline(options: ServerOptions, port: number): Promise<RunningServer> {
  return startNode('baseline', 'bench/baseline/server.ts', port, {
    NODE_ENV: 'production',
    DATABASE_URL: options.databaseUrl,
    JWT_SECRET: options.jwtSecret,
  });
}
