import { getTableName, isTable, sql } from 'drizzle-orm';
import type { Database } from '../../../src/db/client.ts';
import * as schema from '../../../src/db/schema.ts';
import { queryRows } from '../../../test/support/sql.ts';

const TABLES = Object.values(schema)
  .filter((value) => isTable(value))
  .map((table) => getTableName(table))
  .sort();

/**
 * Bookkeeping that a refused request writes on purpose: failed sign-ins and reset requests are
 * counted (rate_limit_events), and a wrong phone code spends one of its tries (attempts).
 */
const BOOKKEEPING = ['rate_limit_events', 'one_time_codes.attempts'] as const;

export type Digest = Record<string, string>;

/**
 * An md5 of every row of every table (and of the phone code tries apart), in one statement:
 * two equal digests mean the stored data did not change in between.
 */
export async function digestTables(db: Database): Promise<Digest> {
  const perTable = TABLES.map((table) => {
    // The tries of a code are digested on their own, so that spending one is told apart.
    const row = table === 'one_time_codes' ? sql`(to_jsonb(t) - 'attempts')` : sql`to_jsonb(t)`;
    return sql`select ${table}::text as name,
      md5(coalesce(string_agg(${row}::text, E'\n' order by ${row}::text), '')) as digest
      from ${sql.identifier(table)} t`;
  });
  perTable.push(sql`select 'one_time_codes.attempts' as name,
    md5(coalesce(string_agg(id || ':' || attempts, ',' order by id), '')) as digest
    from one_time_codes`);
  const rows = await queryRows<{ name: string; digest: string }>(
    db,
    sql.join(perTable, sql` union all `),
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}

/** The tables (or `table.column`) whose digest differs. */
function changedTables(before: Digest, after: Digest): string[] {
  return Object.keys({ ...before, ...after })
    .filter((name) => before[name] !== after[name])
    .sort();
}

/** Changes beyond the bookkeeping a refused request may write. */
export function changedData(before: Digest, after: Digest): string[] {
  return changedTables(before, after).filter(
    (name) => !(BOOKKEEPING as readonly string[]).includes(name),
  );
}
