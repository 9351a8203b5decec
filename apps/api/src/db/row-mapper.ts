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

type RowBuilder = (row: unknown[]) => object;

/** Row builders by their selection's keys: a query drizzle prepares anew reuses its builder. */
const rowBuilders = new Map<string, (readers: Decoder[]) => RowBuilder>();

/**
 * A function building a row as one object literal, its keys in the selection's order, each
 * value null or read by its field's reader (drizzle's rule). Generated once per selection: every
 * row gets its shape at once, and each field's reader is called from a call site of its own,
 * which sees one reader only (from a shared loop, each call went through a lookup among every
 * column type). The keys are the selection's own names, written as JSON strings.
 */
function rowBuilder(keys: string[], readers: Decoder[]): RowBuilder {
  const signature = JSON.stringify(keys);
  let build = rowBuilders.get(signature);
  if (!build) {
    const entries = keys.map(
      (key, index) =>
        `${JSON.stringify(key)}: row[${index}] === null ? null : readers[${index}].mapFromDriverValue(row[${index}])`,
    );
    build = new Function('readers', `return (row) => ({ ${entries.join(', ')} });`) as (
      readers: Decoder[],
    ) => RowBuilder;
    rowBuilders.set(signature, build);
  }
  return build(readers);
}

/**
 * Drizzle maps every row of a result by asking, for every field of every row, what kind of
 * entity the field is (a walk up its class chain): on a month of shifts that costs more than
 * reading the rows off the wire (docs/PERFORMANCE-HISTORY.md, issue #29). For a flat selection
 * (every field at the top of the row, as nearly every query here selects) the readers are the
 * same for every row, so this looks them up once and gives the prepared query a mapper that
 * builds each row with drizzle's own readers, in drizzle's key order (rowBuilder): the same
 * objects, faster.
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
  const buildRow = rowBuilder(keys, decoders as Decoder[]);
  prepared.customResultMapper = (rows) => rows.map(buildRow);
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
