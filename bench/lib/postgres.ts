import { execFileSync, spawnSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The bench's PostgreSQL: DATABASE_URL when given, otherwise a cluster of its own, like
 * scripts/with-postgres.sh (trust auth on 127.0.0.1 only, durability off, owned by `postgres`
 * when root) plus settings for a bulk load and a read-heavy run. With BENCH_PGDATA the cluster
 * lives in that folder between runs, so the dataset is reused (and a cluster already running
 * there is used as it is); without it the cluster is thrown away at the end.
 */
export interface BenchDatabase {
  url: string;
  kind: 'external' | 'kept' | 'throwaway';
  /** The postmaster's pid when the bench knows it: its backends' CPU time is then measured. */
  serverPid: number | null;
  stop(): void;
}

const SERVER_SETTINGS = [
  'listen_addresses=127.0.0.1',
  'max_connections=200',
  'fsync=off',
  'synchronous_commit=off',
  'full_page_writes=off',
  'shared_buffers=256MB',
  'work_mem=16MB',
  'maintenance_work_mem=256MB',
  'max_wal_size=4GB',
  'checkpoint_timeout=30min',
  // JIT compiles a plan for tens of milliseconds; an OLTP API never wants that on a request.
  'jit=off',
];

function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  if (versions.length === 0) throw new Error(`PostgreSQL server binaries not found in ${root}`);
  return path.join(root, versions[versions.length - 1], 'bin');
}

const isRoot = process.getuid?.() === 0;

function ownerCommand(command: string, args: string[]): [string, string[]] {
  return isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

/** initdb refuses root: as root, the cluster belongs to the `postgres` user. */
function asOwner(command: string, args: string[]) {
  const result = spawnSync(...ownerCommand(command, args), { cwd: '/', encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${path.basename(command)} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function prepareFolder(folder: string) {
  mkdirSync(folder, { recursive: true });
  if (isRoot) {
    const user = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const group = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(folder, user, group);
  }
}

/** The pid and port of a cluster running in `dataDir`, from its postmaster.pid. */
function runningCluster(bin: string, dataDir: string) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const status = spawnSync(...ownerCommand(path.join(bin, 'pg_ctl'), ['-D', dataDir, 'status']), {
    cwd: '/',
  });
  if (status.status !== 0) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

function ensureDatabase(bin: string, port: number) {
  const connection = ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres'];
  const exists = spawnSync(
    path.join(bin, 'psql'),
    [...connection, '-tAc', "select 1 from pg_database where datname = 'chairside'"],
    { encoding: 'utf8' },
  );
  if (exists.stdout.trim() === '1') return;
  execFileSync(path.join(bin, 'psql'), [
    '-q',
    '-v',
    'ON_ERROR_STOP=1',
    ...connection,
    '-c',
    'CREATE ROLE chairside LOGIN SUPERUSER',
    '-c',
    'CREATE DATABASE chairside OWNER chairside',
  ]);
}

export async function openBenchDatabase(log: (line: string) => void): Promise<BenchDatabase> {
  if (process.env.DATABASE_URL) {
    return { url: process.env.DATABASE_URL, kind: 'external', serverPid: null, stop: () => {} };
  }
  const bin = postgresBin();
  const kept = process.env.BENCH_PGDATA ? path.resolve(process.env.BENCH_PGDATA) : null;
  const root = kept ?? mkdtempSync(path.join(tmpdir(), 'chairside-bench-pg-'));
  prepareFolder(root);
  const dataDir = path.join(root, 'data');
  const url = (port: number) => `postgres://chairside@127.0.0.1:${port}/chairside`;

  const running = kept ? runningCluster(bin, dataDir) : null;
  if (running) {
    log(`PostgreSQL already running in ${kept} on port ${running.port}: using it`);
    ensureDatabase(bin, running.port);
    return { url: url(running.port), kind: 'kept', serverPid: running.pid, stop: () => {} };
  }

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    asOwner(path.join(bin, 'initdb'), [
      ...['-D', dataDir, '--username=postgres', '--auth=trust'],
      ...['--encoding=UTF8', '--locale=C', '--no-sync'],
    ]);
    writeFileSync(
      path.join(dataDir, 'pg_hba.conf'),
      'local all all trust\nhost all all 127.0.0.1/32 trust\n',
    );
  }
  const port = Number(process.env.BENCH_PG_PORT) || (await freePort());
  const options = [...SERVER_SETTINGS, `port=${port}`, `unix_socket_directories=${root}`]
    .map((setting) => `-c ${setting}`)
    .join(' ');
  asOwner(path.join(bin, 'pg_ctl'), [
    ...['-D', dataDir, '-l', path.join(root, 'postgres.log')],
    ...['-w', '-t', '60', '-o', options, 'start'],
  ]);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    spawnSync(
      ...ownerCommand(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
      { cwd: '/' },
    );
    if (!kept) rmSync(root, { recursive: true, force: true });
  };
  try {
    ensureDatabase(bin, port);
  } catch (error) {
    stop();
    throw error;
  }
  log(`PostgreSQL on 127.0.0.1:${port} (${kept ? `kept in ${kept}` : 'throwaway'})`);
  return {
    url: url(port),
    kind: kept ? 'kept' : 'throwaway',
    serverPid: runningCluster(bin, dataDir)?.pid ?? null,
    stop,
  };
}
