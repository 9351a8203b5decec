import { useEffect, type ReactNode } from 'react';
import { ListPagination } from './list-pagination.tsx';
import { ListEmpty, ListError, ListLoading } from './list-states.tsx';
import { LoadMore } from './load-more.tsx';
import type { ServerList } from './use-server-list.ts';

interface ServerListViewProps<Row> {
  list: ServerList<Row>;
  page: number;
  onPageChange: (page: number) => void;
  loadingLabel: string;
  emptyText: string;
  /** The phone layout: cards, followed by infinite scroll. */
  cards: (rows: Row[]) => ReactNode;
  /** The desktop layout: a table, followed by the pages. */
  table: (rows: Row[], busy: boolean) => ReactNode;
}

/**
 * SPEC §2's common list behaviour: loading, error and empty states, then a table with pages of
 * 10 on a desktop or cards with infinite scroll on a phone. A page past the end (an old link,
 * or rows that went away) moves to the last page.
 */
export function ServerListView<Row>({
  list,
  page,
  onPageChange,
  loadingLabel,
  emptyText,
  cards,
  table,
}: ServerListViewProps<Row>) {
  const pastTheEnd =
    !list.isMobile && !list.isLoading && list.pageCount > 0 && page > list.pageCount;
  useEffect(() => {
    if (pastTheEnd) onPageChange(list.pageCount);
  }, [pastTheEnd, list.pageCount, onPageChange]);

  if (list.isLoading) return <ListLoading label={loadingLabel} />;
  if (list.isError && list.rows.length === 0) return <ListError error={list.error} />;
  if (list.rows.length === 0) return <ListEmpty>{emptyText}</ListEmpty>;
  if (list.isMobile) {
    return (
      <div className="grid gap-3">
        {cards(list.rows)}
        <LoadMore
          hasMore={list.hasMore}
          isLoadingMore={list.isLoadingMore}
          onLoadMore={list.loadMore}
        />
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      {list.isError ? <ListError error={list.error} className="py-4" /> : null}
      {table(list.rows, list.isFetching)}
      <ListPagination page={page} pageCount={list.pageCount} onPageChange={onPageChange} />
    </div>
  );
}
