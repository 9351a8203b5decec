import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/db/client.ts';
import { queryRows } from '../../../test/support/sql.ts';
import { TRACKED_TABLES, type Table } from './types.ts';

export type Digest = Record<Table, number>;

const LOG = 'matrix_change_log';
const COUNT = 'matrix_count_change';

/**
 * Counts every committed row change of the tracked tables, in the database itself: a row
 * trigger bumps a per-table counter in the same transaction as the change, so a rolled-back
 * write and a row lock (SELECT ... FOR UPDATE) count nothing, and reading the counters is one
 * small query however large the tables grow over 3,000 calls. Answers the function that removes
 * the log again (the worker's database is shared with the next test file).
 */
export async function trackChanges(db: Database): Promise<() => Promise<void>> {
  await db.execute(
    sql.raw(`create table ${LOG} (table_name text primary key, changes bigint not null default 0)`),
  );
  await db.execute(
    sql.raw(
      `insert into ${LOG} (table_name) values ${TRACKED_TABLES.map((table) => `('${table}')`).join(', ')}`,
    ),
  );
  await db.execute(
    sql.raw(`create function ${COUNT}() returns trigger language plpgsql as $$
      begin
        update ${LOG} set changes = changes + 1 where table_name = tg_table_name;
        return null;
      end $$`),
  );
  for (const table of TRACKED_TABLES) {
    await db.execute(
      sql.raw(`create trigger ${COUNT} after insert or update or delete on "${table}"
               for each row execute function ${COUNT}()`),
    );
    await db.execute(
      sql.raw(`create trigger ${COUNT}_truncate after truncate on "${table}"
               for each statement execute function ${COUNT}()`),
    );
  }
  return async () => {
    for (const table of TRACKED_TABLES) {
      await db.execute(sql.raw(`drop trigger ${COUNT} on "${table}"`));
      await db.execute(sql.raw(`drop trigger ${COUNT}_truncate on "${table}"`));
    }
    await db.execute(sql.raw(`drop function ${COUNT}()`));
    await db.execute(sql.raw(`drop table ${LOG}`));
  };
}

/** How many committed row changes each tracked table has had so far. */
export async function digest(db: Database): Promise<Digest> {
  const rows = await queryRows<{ table_name: Table; changes: string }>(
    db,
    sql.raw(`select table_name, changes from ${LOG}`),
  );
  return Object.fromEntries(rows.map((row) => [row.table_name, Number(row.changes)])) as Digest;
}

/** The tables changed between two digests. */
export function changedTables(before: Digest, after: Digest): Table[] {
  return TRACKED_TABLES.filter((table) => before[table] !== after[table]);
}
