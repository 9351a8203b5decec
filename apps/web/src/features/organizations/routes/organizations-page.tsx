import { canCreateOrganization, canEditOrganizationSettings } from '@chairside/domain';
import { useState } from 'react';
import { ListPage } from '@/components/list/list-page.tsx';
import { useListParams } from '@/components/list/use-list-params.ts';
import { useSignedInUser } from '@/lib/current-user.ts';
import { ORGANIZATION_FILTER_KEYS, useOrganizations } from '../api/get-organizations.ts';
import { CreateOrganizationDialog } from '../components/create-organization-dialog.tsx';
import { OrganizationDetailsDialog } from '../components/organization-details-dialog.tsx';
import { OrganizationSettingsDialog } from '../components/organization-settings-dialog.tsx';
import { OrganizationCards } from '../components/organization-cards.tsx';
import { organizationColumns } from '../components/organization-columns.tsx';
import { OrganizationsFilters } from '../components/organizations-filters.tsx';

/** /dashboard/organizations (SPEC §2 Manage Organizations): filters and page in the URL. */
export function OrganizationsPage() {
  const user = useSignedInUser();
  const params = useListParams(ORGANIZATION_FILTER_KEYS);
  const list = useOrganizations(params.filters, params.page);
  const [viewedId, setViewedId] = useState<number | null>(null);
  // An organization's own admins and managers reach its settings from the page header; a
  // platform admin from each organization's details.
  const ownOrganization = user.organizationId;
  const action = canCreateOrganization(user) ? (
    <CreateOrganizationDialog />
  ) : ownOrganization !== null && canEditOrganizationSettings(user, ownOrganization) ? (
    <OrganizationSettingsDialog organizationId={ownOrganization} />
  ) : null;

  return (
    <ListPage
      title="Manage Organizations"
      subtitle="Dental organizations, their locations and administrators."
      action={action}
      label="Organizations"
      params={params}
      filters={<OrganizationsFilters filters={params.filters} setFilter={params.setFilter} />}
      list={list}
      columns={organizationColumns(setViewedId)}
      cards={(rows) => <OrganizationCards rows={rows} onView={setViewedId} />}
    >
      <OrganizationDetailsDialog organizationId={viewedId} onClose={() => setViewedId(null)} />
    </ListPage>
  );
}
