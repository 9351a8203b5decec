import type { OrganizationRow } from '@chairside/domain';
import type { ListColumn } from '@/components/list/list-table.tsx';
import { ManagerNames } from './manager-names.tsx';
import { OrganizationActions } from './organization-actions.tsx';

/** The desktop table: Name, City, State, Organization Admin, Actions. */
export function organizationColumns(onView: (id: number) => void): ListColumn<OrganizationRow>[] {
  return [
    { header: 'Name', cell: (organization) => organization.name, className: 'font-medium' },
    { header: 'City', cell: (organization) => organization.city },
    { header: 'State', cell: (organization) => organization.stateCode },
    {
      header: 'Organization Admin',
      cell: (organization) => <ManagerNames names={organization.managerNames} />,
    },
    {
      header: 'Actions',
      headClassName: 'text-right',
      cell: (organization) => (
        <OrganizationActions organization={organization} onView={onView} layout="row" />
      ),
    },
  ];
}
