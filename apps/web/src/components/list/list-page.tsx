import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header.tsx';
import { useSignedInUser } from '@/lib/current-user.ts';
import { FiltersPanel } from './filters-panel.tsx';
import { ListTable, type ListColumn } from './list-table.tsx';
import { ServerListView } from './server-list-view.tsx';
import { useFiltersPanel } from './use-filters-panel.ts';
import type { ListParams } from './use-list-params.ts';
import type { ServerList } from './use-server-list.ts';

interface ListPageProps<Row extends { id: number }, Key extends string> {
  title: string;
  subtitle: string;
  /** The header's action, e.g. the create button and its dialog. */
  action?: ReactNode;
  /** The list's name, e.g. 'Organizations': the table's and cards' label, and in the states. */
  label: string;
  params: ListParams<Key>;
  /** The fields of the Filters panel. */
  filters: ReactNode;
  list: ServerList<Row>;
  columns: readonly ListColumn<Row>[];
  /** The phone layout, e.g. <FactCards> or <PersonCards>. */
  cards: (rows: Row[]) => ReactNode;
  /** The dialogs the rows open. */
  children?: ReactNode;
}

/**
 * An admin list (SPEC §2 Manage ...): the header with the Filters button and the organization
 * badge, the Filters panel, then the rows paged and filtered by the server from the URL.
 */
export function ListPage<Row extends { id: number }, Key extends string>({
  title,
  subtitle,
  action,
  label,
  params,
  filters,
  list,
  columns,
  cards,
  children,
}: ListPageProps<Row, Key>) {
  const user = useSignedInUser();
  const panel = useFiltersPanel(params.activeCount);
  const noun = label.toLowerCase();
  return (
    <div className="space-y-6">
      <PageHeader
        title={title}
        subtitle={subtitle}
        organizationName={user.organizationName}
        onFiltersClick={panel.toggle}
        filterCount={params.activeCount}
        filtersOpen={panel.open}
        filtersPanelId={panel.id}
      >
        {action}
      </PageHeader>
      <FiltersPanel
        id={panel.id}
        open={panel.open}
        activeCount={params.activeCount}
        onReset={params.reset}
      >
        {filters}
      </FiltersPanel>
      <ServerListView
        list={list}
        page={params.page}
        onPageChange={params.setPage}
        loadingLabel={`Loading ${noun}...`}
        emptyText={`No ${noun} found.`}
        cards={cards}
        table={(rows, busy) => (
          <ListTable label={label} rows={rows} columns={columns} busy={busy} />
        )}
      />
      {children}
    </div>
  );
}
