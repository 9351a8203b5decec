import { ListPagination } from '@/components/list/list-pagination.tsx';
import { ListEmpty, ListError, ListLoading } from '@/components/list/list-states.tsx';
import { LoadMore } from '@/components/list/load-more.tsx';
import type { ServerList } from '@/components/list/use-server-list.ts';
import type { OrganizationRow } from '../api/get-organizations.ts';
import { OrganizationCards } from './organization-cards.tsx';
import { OrganizationsTable } from './organizations-table.tsx';

interface OrganizationsListProps {
  list: ServerList<OrganizationRow>;
  page: number;
  onPageChange: (page: number) => void;
  onView: (id: number) => void;
}

/** The list's states, then a table with pages (desktop) or cards with infinite scroll (phone). */
export function OrganizationsList({ list, page, onPageChange, onView }: OrganizationsListProps) {
  if (list.isLoading) return <ListLoading label="Loading organizations..." />;
  if (list.isError && list.rows.length === 0) return <ListError error={list.error} />;
  if (list.rows.length === 0) {
    return (
      <>
        <ListEmpty>No organizations found.</ListEmpty>
        {list.isMobile ? null : (
          <ListPagination page={page} pageCount={list.pageCount} onPageChange={onPageChange} />
        )}
      </>
    );
  }
  if (list.isMobile) {
    return (
      <div className="grid gap-3">
        <OrganizationCards rows={list.rows} onView={onView} />
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
      <OrganizationsTable rows={list.rows} onView={onView} busy={list.isFetching} />
      <ListPagination page={page} pageCount={list.pageCount} onPageChange={onPageChange} />
    </div>
  );
}
