import { getTableColumns, sql, type InferInsertModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';

/**
 * Inserts many rows in one statement with one parameter: the rows as a JSON array, spread into
 * the table's columns by PostgreSQL (json_populate_recordset). A parameter a value would pass
 * PostgreSQL's 65,535 for a large batch, and building such a statement costs more than the
 * insert itself (a new shift's audience, DESIGN §6). The columns are those the rows name; a
 * column a row leaves out is null in it, one no row names keeps its default.
 */
export async function insertRowsAsJson<Table extends PgTable>(
  db: Executor,
  table: Table,
  rows: InferInsertModel<Table>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter(
    (key) => key in columns,
  );
  const names = keys.map((key) => columns[key].name);
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(
        keys.map((key, index) => [names[index], (row as Record<string, unknown>)[key] ?? null]),
      ),
    ),
  );
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  await db.execute(
    sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${json}::json)`,
  );
}
