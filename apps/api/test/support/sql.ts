import type { SQL } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';

/** Rows of a raw query; both drivers (PGlite and node-postgres) answer `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
