import {
  canCreateLocation,
  canEditOrganizationSettings,
  isOrganizationBound,
} from '@chairside/domain';
import { useState } from 'react';
import { ListPage } from '@/components/list/list-page.tsx';
import { OrganizationSearchFilters } from '@/components/list/organization-search-filters.tsx';
import { useListParams } from '@/components/list/use-list-params.ts';
import { OrganizationSettingsDialog } from '@/features/organizations/index.ts';
import { useSignedInUser } from '@/lib/current-user.ts';
import { LOCATION_FILTER_KEYS, useLocations } from '../api/get-locations.ts';
import { CreateLocationDialog } from '../components/create-location-dialog.tsx';
import { LocationCards } from '../components/location-cards.tsx';
import { locationColumns } from '../components/location-columns.tsx';
import { LocationDetailsDialog } from '../components/location-details-dialog.tsx';

/** /dashboard/locations (SPEC §2 Manage Locations): filters and page in the URL. */
export function LocationsPage() {
  const user = useSignedInUser();
  const showOrganization = !isOrganizationBound(user);
  const params = useListParams(LOCATION_FILTER_KEYS);
  const list = useLocations(params.filters, params.page, showOrganization);
  const [viewedId, setViewedId] = useState<number | null>(null);

  return (
    <ListPage
      title="Manage Locations"
      subtitle="The practices where shifts take place."
      action={
        <>
          {/* An organization's own admins and managers set its offer response time here. */}
          {user.organizationId !== null &&
          canEditOrganizationSettings(user, user.organizationId) ? (
            <OrganizationSettingsDialog organizationId={user.organizationId} />
          ) : null}
          {canCreateLocation(user) ? (
            <CreateLocationDialog organizationId={user.organizationId} />
          ) : null}
        </>
      }
      label="Locations"
      params={params}
      filters={
        <OrganizationSearchFilters
          filters={params.filters}
          setFilter={params.setFilter}
          showOrganization={showOrganization}
          searchLabel="Search Locations"
          searchPlaceholder="Name or location ID"
        />
      }
      list={list}
      columns={locationColumns(setViewedId, showOrganization)}
      cards={(rows) => (
        <LocationCards rows={rows} onView={setViewedId} showOrganization={showOrganization} />
      )}
    >
      <LocationDetailsDialog locationId={viewedId} onClose={() => setViewedId(null)} />
    </ListPage>
  );
}
