import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { withCompiledRowMappers } from './row-mapper.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** Both drivers share PostgreSQL's query builder; services only see this common type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** Anything a query can run on: the database or an open transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other instance on the same database runs its own: the start-up steps
   * (migrate, bootstrap admin, demo seed) of instances starting together take turns.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Calls `onMessage` with each payload NOTIFYed on `channel` (by any instance, once its
   * transaction commits); answers the function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** How long a dropped listening connection waits before it connects again. */
const RELISTEN_DELAY_MS = 1000;

/**
 * LISTEN on a connection of its own, outside the pool (a pooled connection would be handed to
 * queries), connecting again whenever it drops.
 */
async function listenPostgres(
  connectionString: string,
  channel: string,
  onMessage: (payload: string) => void,
) {
  let stopped = false;
  let client: pg.Client | null = null;
  const connect = async () => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) onMessage(message.payload);
    });
    next.on('error', () => {
      if (stopped) return;
      client = null;
      void next.end().catch(() => {});
      setTimeout(() => void connect().catch(() => {}), RELISTEN_DELAY_MS).unref();
    });
    await next.connect();
    await next.query(`listen "${channel}"`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/** Any number but one fixed per app: serializes migrations of instances starting together. */
const MIGRATION_LOCK_KEY = 7_412_001;
/** A second key, so that migrate() (which takes the first) can run inside exclusively(). */
const STARTUP_LOCK_KEY = 7_412_003;

/** Holds a session-level advisory lock on one pooled connection while `work` runs. */
async function withAdvisoryLock<T>(
  pool: pg.Pool,
  key: number,
  work: (client: pg.PoolClient) => Promise<T>,
) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    return await work(client);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
    client.release();
  }
}

/**
 * Connections per API process. Two CPUs serve the database: more connections than that only
 * queue inside PostgreSQL, fewer leave requests waiting in the pool while a query is in flight.
 */
export const DEFAULT_POOL_SIZE = 10;

export function openPostgres(
  connectionString: string,
  maxConnections = DEFAULT_POOL_SIZE,
): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  const db = withCompiledRowMappers(drizzlePg({ client: pool, schema }) as unknown as Database);
  return {
    db,
    kind: 'postgres',
    async migrate() {
      await withAdvisoryLock(pool, MIGRATION_LOCK_KEY, (client) =>
        migratePg(drizzlePg({ client, schema }), { migrationsFolder }),
      );
    },
    exclusively: (work) => withAdvisoryLock(pool, STARTUP_LOCK_KEY, () => work()),
    listen: (channel, onMessage) => listenPostgres(connectionString, channel, onMessage),
    close: () => pool.end(),
  };
}

/** Embedded PostgreSQL in a folder (or in memory when `dataDir` is undefined). */
export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir ? { dataDir } : {});
  } catch (error) {
    unlock();
    throw error;
  }
  const db = withCompiledRowMappers(drizzlePglite({ client, schema }) as unknown as Database);
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    },
    // One process owns an embedded data directory: there is nobody to take turns with.
    exclusively: (work) => work(),
    async listen(channel, onMessage) {
      const unlisten = await client.listen(channel, onMessage);
      return () => unlisten();
    },
    async close() {
      await client.close();
      unlock();
    },
  };
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(path.join(options.dataDir, 'pglite'));
}

export async function isEmpty(db: Database): Promise<boolean> {
  const anyUser = await db.select({ id: schema.users.id }).from(schema.users).limit(1);
  return anyUser.length === 0;
}

/** Fresh planner statistics: the embedded database has no autovacuum daemon to gather them. */
export async function analyze(db: Database): Promise<void> {
  await db.execute(sql`analyze`);
}

/**
 * A hot query built once per executor and run as a named prepared statement (`.prepare(name)`
 * with `sql.placeholder` values): drizzle stops rebuilding its SQL on every request and
 * PostgreSQL parses and plans it once per connection. Each name must stand for one SQL text.
 */
export function preparedPerExecutor<Query>(build: (db: Executor) => Query) {
  const built = new WeakMap<Executor, Query>();
  return (db: Executor): Query => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
