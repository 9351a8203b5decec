import { Column, is, SQL } from 'drizzle-orm';

/** A value's reader from the driver: a column's, or that of a `sql` field (`.mapWith`). */
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** What a drizzle prepared query (node-postgres and PGlite alike) keeps of its selection. */
interface PreparedSelection {
  fields?: { path: string[]; field: unknown }[];
  customResultMapper?: (rows: unknown[][]) => unknown[];
}

/** A `sql` field's reader, kept by drizzle as an internal property. */
const readerOf = (fragment: SQL) => (fragment as unknown as { decoder: Decoder }).decoder;

function decoderOf(field: unknown): Decoder | null {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return readerOf(field);
  if (is(field, SQL.Aliased)) return readerOf(field.sql);
  return null;
}

/**
 * Drizzle maps every row of a result by asking, for every field of every row, what kind of
 * entity the field is (a walk up its class chain): on a month of shifts that costs more than
 * reading the rows off the wire (docs/PERFORMANCE-HISTORY.md, issue #29). For a flat selection
 * (every field at the top of the row, as nearly every query here selects) the readers are the
 * same for every row, so this looks them up once and gives the prepared query a mapper that
 * builds each row with drizzle's own readers, in drizzle's key order: the same objects, faster.
 * Nested selections keep drizzle's mapping.
 */
function withCompiledRowMapper<Query>(query: Query): Query {
  const prepared = query as PreparedSelection;
  const fields = prepared.fields;
  if (!fields || prepared.customResultMapper) return query;
  if (fields.some(({ path }) => path.length !== 1)) return query;
  const decoders = fields.map(({ field }) => decoderOf(field));
  if (decoders.some((decoder) => decoder === null)) return query;
  const keys = fields.map(({ path }) => path[0]);
  const readers = decoders as Decoder[];
  // Every row starts as a copy of one object holding every key (null), so that all rows share
  // its shape and filling one replaces values rather than adding keys (a third faster).
  const empty = Object.fromEntries(keys.map((key) => [key, null])) as Record<string, unknown>;
  prepared.customResultMapper = (rows) =>
    rows.map((row) => {
      const mapped = { ...empty };
      for (let index = 0; index < keys.length; index++) {
        const value = row[index];
        if (value !== null) mapped[keys[index]] = readers[index].mapFromDriverValue(value);
      }
      return mapped;
    });
  return query;
}

/**
 * Every query the database's session prepares (named or not: drizzle prepares each select before
 * running it) gets its mapper compiled. Transactions open sessions of their own and keep
 * drizzle's mapping: the hot reads run outside them.
 */
export function withCompiledRowMappers<Db>(db: Db): Db {
  const session = (db as unknown as { session: { prepareQuery: (...args: unknown[]) => unknown } })
    .session;
  const prepare = session.prepareQuery.bind(session);
  session.prepareQuery = (...args) => withCompiledRowMapper(prepare(...args));
  return db;
}
