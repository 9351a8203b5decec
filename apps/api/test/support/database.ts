import { getTableName, sql } from 'drizzle-orm';
import { isTable } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, openPglite, openPostgres } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema.ts';

const HANDLE_KEY = Symbol.for('chairside.test-database');
type GlobalWithHandle = typeof globalThis & { [HANDLE_KEY]?: Promise<DatabaseHandle> };

/**
 * An empty database named `name` on the server of `serverUrl`, dropped first if a former run
 * left it, and its URL.
 */
export async function freshDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** With DATABASE_URL, each Vitest worker gets its own database on that server. */
async function openWorkerPostgres(url: string): Promise<DatabaseHandle> {
  const name = `chairside_test_${process.env.VITEST_POOL_ID ?? '0'}`;
  return openPostgres(await freshDatabase(url, name), 20);
}

async function openWorkerDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  const handle = url ? await openWorkerPostgres(url) : await openPglite();
  await handle.migrate();
  return handle;
}

/** One migrated database per worker, opened once and shared by the files it runs. */
export function workerDatabase(): Promise<DatabaseHandle> {
  const holder = globalThis as GlobalWithHandle;
  holder[HANDLE_KEY] ??= openWorkerDatabase();
  return holder[HANDLE_KEY];
}

const tableNames = Object.values(schema)
  .filter((value) => isTable(value))
  .map((table) => `"${getTableName(table)}"`)
  .join(', ');

/** Empties every table and restarts ids: each test file starts from a clean database. */
export async function resetDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql.raw(`truncate table ${tableNames} restart identity cascade`));
}
