import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const STARTUP_TIMEOUT_MS = 120_000;
/** The API's token secret, shared with the in-process app that EXPLAINs the same calls. */
export const API_JWT_SECRET = 'bench-lists-secret-that-is-long-enough-0123456789';

export interface ApiServer {
  baseUrl: string;
  stop(): Promise<void>;
}

export interface ApiServerOptions {
  databaseUrl: string;
  port: number;
  admin: { email: string; password: string };
  /** The built web app to serve beside the API (for the browser check), if any. */
  webDistDir?: string;
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the API did not answer ${baseUrl}/api/health within ${STARTUP_TIMEOUT_MS} ms`);
}

/**
 * Starts apps/api/src/main.ts as production would run it, on the given database: it migrates,
 * creates the bootstrap platform admin, seeds no demo data, and ANALYZEs before listening.
 */
export async function startApiServer(options: ApiServerOptions): Promise<ApiServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chairside-bench-lists-'));
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const child = spawn(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    [path.join(ROOT, 'apps/api/src/main.ts')],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: options.databaseUrl,
        PORT: String(options.port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        JWT_SECRET: API_JWT_SECRET,
        SEED_DEMO: 'false',
        BOOTSTRAP_ADMIN_EMAIL: options.admin.email,
        BOOTSTRAP_ADMIN_PASSWORD: options.admin.password,
        // One client makes every call: the per-address budget is not under test.
        RATE_LIMIT_PER_MINUTE: '1000000',
        LOG_LEVEL: 'warn',
        ...(options.webDistDir ? { WEB_DIST_DIR: options.webDistDir } : {}),
      },
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
