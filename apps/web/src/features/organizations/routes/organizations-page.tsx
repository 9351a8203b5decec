import { canCreateOrganization } from '@chairside/domain';
import { useState } from 'react';
import { useFiltersPanel } from '@/components/list/use-filters-panel.ts';
import { useListParams } from '@/components/list/use-list-params.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { useSignedInUser } from '@/lib/current-user.ts';
import { ORGANIZATION_FILTER_KEYS, useOrganizations } from '../api/get-organizations.ts';
import { CreateOrganizationDialog } from '../components/create-organization-dialog.tsx';
import { OrganizationDetailsDialog } from '../components/organization-details-dialog.tsx';
import { OrganizationsFilters } from '../components/organizations-filters.tsx';
import { ServerListView } from '@/components/list/server-list-view.tsx';
import { OrganizationCards } from '../components/organization-cards.tsx';
import { OrganizationsTable } from '../components/organizations-table.tsx';

/** /dashboard/organizations (SPEC §2 Manage Organizations): filters and page in the URL. */
export function OrganizationsPage() {
  const user = useSignedInUser();
  const { filters, page, setFilter, setPage, reset, activeCount } =
    useListParams(ORGANIZATION_FILTER_KEYS);
  const panel = useFiltersPanel(activeCount);
  const list = useOrganizations(filters, page);
  const [viewedId, setViewedId] = useState<number | null>(null);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Manage Organizations"
        subtitle="Dental organizations, their locations and administrators."
        organizationName={user.organizationName}
        onFiltersClick={panel.toggle}
        filterCount={activeCount}
        filtersOpen={panel.open}
        filtersPanelId={panel.id}
      >
        {canCreateOrganization(user) ? <CreateOrganizationDialog /> : null}
      </PageHeader>
      <OrganizationsFilters
        id={panel.id}
        open={panel.open}
        filters={filters}
        activeCount={activeCount}
        setFilter={setFilter}
        reset={reset}
      />
      <ServerListView
        list={list}
        page={page}
        onPageChange={setPage}
        loadingLabel="Loading organizations..."
        emptyText="No organizations found."
        cards={(rows) => <OrganizationCards rows={rows} onView={setViewedId} />}
        table={(rows, busy) => <OrganizationsTable rows={rows} onView={setViewedId} busy={busy} />}
      />
      <OrganizationDetailsDialog organizationId={viewedId} onClose={() => setViewedId(null)} />
    </div>
  );
}
