import { ListPagination } from '@/components/list/list-pagination.tsx';
import { ListEmpty, ListError, ListLoading } from '@/components/list/list-states.tsx';
import { LoadMore } from '@/components/list/load-more.tsx';
import type { ServerList } from '@/components/list/use-server-list.ts';
import type { LocationRow } from '../api/get-locations.ts';
import { LocationCards } from './location-cards.tsx';
import { LocationsTable } from './locations-table.tsx';

interface LocationsListProps {
  list: ServerList<LocationRow>;
  page: number;
  onPageChange: (page: number) => void;
  onView: (id: number) => void;
  showOrganization: boolean;
}

/** The list's states, then a table with pages (desktop) or cards with infinite scroll (phone). */
export function LocationsList({
  list,
  page,
  onPageChange,
  onView,
  showOrganization,
}: LocationsListProps) {
  if (list.isLoading) return <ListLoading label="Loading locations..." />;
  if (list.isError && list.rows.length === 0) return <ListError error={list.error} />;
  if (list.rows.length === 0) {
    return (
      <>
        <ListEmpty>No locations found.</ListEmpty>
        {list.isMobile ? null : (
          <ListPagination page={page} pageCount={list.pageCount} onPageChange={onPageChange} />
        )}
      </>
    );
  }
  if (list.isMobile) {
    return (
      <div className="grid gap-3">
        <LocationCards rows={list.rows} onView={onView} showOrganization={showOrganization} />
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
      <LocationsTable
        rows={list.rows}
        onView={onView}
        showOrganization={showOrganization}
        busy={list.isFetching}
      />
      <ListPagination page={page} pageCount={list.pageCount} onPageChange={onPageChange} />
    </div>
  );
}
