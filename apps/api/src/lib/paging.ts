import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelectBase, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';

export interface PageRequest {
  limit: number;
  offset: number;
}

export async function countWhere(
  db: Executor,
  table: PgTable,
  where: SQL | undefined,
): Promise<number> {
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return total;
}

/** Rows to ask for a page: one more than shown, which tells whether the page is the last. */
export function withLookahead(page: PageRequest): number {
  return page.limit + 1;
}

/**
 * The ids of one page of `list` (with the lookahead row), in its order: a subquery aliased
 * 'page' to join the page's rows to. Read from an index in the list's order, the ids cost no
 * joins for the rows a deep page skips; only the page's rows are then joined and read.
 */
function pageIdsQuery(db: Executor, list: PagedList, page: PageRequest) {
  const ids = db.select({ id: list.id }).from(list.table).$dynamic();
  const ordered = list.orderJoin ? ids.innerJoin(list.orderJoin.table, list.orderJoin.on) : ids;
  return ordered
    .where(list.where)
    .orderBy(...list.order)
    .limit(withLookahead(page))
    .offset(page.offset)
    .as('page');
}

type PageIds = ReturnType<typeof pageIdsQuery>;

/**
 * The rows of a page (listPage's `readPage` starts here): `fields` of `table` joined to the
 * page's ids. Drizzle cannot type a join over a selection still generic, so the type is the one
 * the query written out has.
 */
export function selectPageRows<
  Fields extends SelectedFields,
  Table extends PgTable & { id: AnyPgColumn },
>(db: Executor, pageIds: PageIds, table: Table, fields: Fields) {
  return db
    .select(fields as SelectedFields)
    .from(pageIds)
    .innerJoin(table as PgTable, eq(table.id, pageIds.id)) as unknown as PgSelectBase<
    'page',
    Fields,
    'partial',
    Record<'page' | Table['_']['name'], 'not-null'>
  >;
}

/**
 * A page with the total of its list (`{ items, total }`) from `rows` read with
 * `withLookahead`. Counting visits every matching row, the dearest part of a filtered page of a
 * 100,000-row list (DESIGN §10), so it is skipped when the rows already tell the total: without
 * the extra row, this page is the last one.
 */
export async function pageWithTotal<Row>(
  page: PageRequest,
  rows: Row[],
  count: () => Promise<number>,
): Promise<{ items: Row[]; total: number }> {
  const isLastPage = rows.length <= page.limit && (rows.length > 0 || page.offset === 0);
  return {
    items: rows.slice(0, page.limit),
    total: isLastPage ? page.offset + rows.length : await count(),
  };
}

/** A list read page by page: its table, the filter and the order of its rows. */
export interface PagedList {
  table: PgTable;
  id: AnyPgColumn;
  where: SQL | undefined;
  order: SQL[];
  /**
   * The table the order reads from when it is not `table` (locations by organization name),
   * joined to the page's ids only: the filter and the count stay on `table`.
   */
  orderJoin?: { table: PgTable; on: SQL };
}

/**
 * One page of `list` with its total: the page's ids first (`pageIdsQuery`), then `readPage`
 * joins them to the columns the page shows, so only the page's rows are read.
 */
export async function listPage<Row>(
  db: Executor,
  list: PagedList,
  page: PageRequest,
  readPage: (pageIds: PageIds) => Promise<Row[]>,
) {
  const pageIds = pageIdsQuery(db, list, page);
  const rows = await readPage(pageIds);
  return pageWithTotal(page, rows, () => countWhere(db, list.table, list.where));
}
