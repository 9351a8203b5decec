import { canCreateLocation, isOrganizationBound } from '@chairside/domain';
import { useState } from 'react';
import { useFiltersPanel } from '@/components/list/use-filters-panel.ts';
import { useListParams } from '@/components/list/use-list-params.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { useSignedInUser } from '@/lib/current-user.ts';
import { LOCATION_FILTER_KEYS, useLocations } from '../api/get-locations.ts';
import { CreateLocationDialog } from '../components/create-location-dialog.tsx';
import { LocationDetailsDialog } from '../components/location-details-dialog.tsx';
import { OrganizationSearchFilters } from '@/components/list/organization-search-filters.tsx';
import { ServerListView } from '@/components/list/server-list-view.tsx';
import { LocationCards } from '../components/location-cards.tsx';
import { LocationsTable } from '../components/locations-table.tsx';

/** /dashboard/locations (SPEC §2 Manage Locations): filters and page in the URL. */
export function LocationsPage() {
  const user = useSignedInUser();
  const showOrganization = !isOrganizationBound(user);
  const { filters, page, setFilter, setPage, reset, activeCount } =
    useListParams(LOCATION_FILTER_KEYS);
  const panel = useFiltersPanel(activeCount);
  const list = useLocations(filters, page, showOrganization);
  const [viewedId, setViewedId] = useState<number | null>(null);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Manage Locations"
        subtitle="The practices where shifts take place."
        organizationName={user.organizationName}
        onFiltersClick={panel.toggle}
        filterCount={activeCount}
        filtersOpen={panel.open}
        filtersPanelId={panel.id}
      >
        {canCreateLocation(user) ? (
          <CreateLocationDialog organizationId={user.organizationId} />
        ) : null}
      </PageHeader>
      <OrganizationSearchFilters
        searchLabel="Search Locations"
        searchPlaceholder="Name or location ID"
        id={panel.id}
        open={panel.open}
        filters={filters}
        activeCount={activeCount}
        setFilter={setFilter}
        reset={reset}
        showOrganization={showOrganization}
      />
      <ServerListView
        list={list}
        page={page}
        onPageChange={setPage}
        loadingLabel="Loading locations..."
        emptyText="No locations found."
        cards={(rows) => (
          <LocationCards rows={rows} onView={setViewedId} showOrganization={showOrganization} />
        )}
        table={(rows, busy) => (
          <LocationsTable
            rows={rows}
            onView={setViewedId}
            showOrganization={showOrganization}
            busy={busy}
          />
        )}
      />
      <LocationDetailsDialog locationId={viewedId} onClose={() => setViewedId(null)} />
    </div>
  );
}
