import { canViewReports, isOrganizationBound, reportLocationScope } from '@chairside/domain';
import { Suspense } from 'react';
import { ListEmpty, ListError, ListLoading } from '@/components/list/list-states.tsx';
import { useFiltersPanel } from '@/components/list/use-filters-panel.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { useSignedInUser } from '@/lib/current-user.ts';
import { useShiftReports } from '../api/get-shift-reports.ts';
import { ExportCsvButton } from '../components/export-csv-button.tsx';
import { PayrollSection } from '../components/payroll-section.tsx';
import { ReportFilters, type ReportScope } from '../components/report-filters.tsx';
import { ReportSummary } from '../components/report-summary.tsx';
import { ReportResults } from '../components/report-results.tsx';
import { buildReportQuery } from '../lib/report-query.ts';
import { useReportParams } from '../lib/use-report-params.ts';
import { lazyWithPreload } from '@/lib/lazy-with-preload.ts';

/** The charts and their library load only once there are rows to draw (issue #28 §4). */
const ReportCharts = lazyWithPreload(
  () => import('../components/report-charts.tsx'),
  'ReportCharts',
);

export const REPORT_TEXTS = {
  empty: 'No shifts found for the selected filters.',
  invalidRange: 'Choose a valid start and end date to run the report.',
  notAllowed: 'Reports are available to admins, managers and location managers.',
} as const;

/** /dashboard/reports (SPEC §2 Reports page): shifts of a period, filtered, and their CSV. */
export function ReportsPage() {
  const user = useSignedInUser();
  const allowed = canViewReports(user);
  const showOrganization = !isOrganizationBound(user);
  const { filters, activeCount, update, reset } = useReportParams(showOrganization);
  const panel = useFiltersPanel(activeCount);
  const today = new Date();
  const query = buildReportQuery(filters, today, showOrganization);
  // SPEC §6: report data is fetched only for admin, manager and location_manager.
  const request = allowed && query.valid ? query.request : null;
  const report = useShiftReports(request);
  const scope: ReportScope = {
    showOrganization,
    organizationId: showOrganization
      ? filters.org || undefined
      : user.organizationId === null
        ? undefined
        : String(user.organizationId),
    locationIds: reportLocationScope(user),
  };
  // While other filters load, the previous rows stay (marked busy) but not their totals.
  const rows = request && !report.isError ? report.data : undefined;

  let results;
  if (!allowed) results = <ListEmpty>{REPORT_TEXTS.notAllowed}</ListEmpty>;
  else if (!query.valid) results = <ListEmpty>{REPORT_TEXTS.invalidRange}</ListEmpty>;
  else if (report.isPending) results = <ListLoading label="Loading shift reports..." />;
  else if (report.isError) results = <ListError error={report.error} />;
  else if (rows && rows.length === 0) results = <ListEmpty>{REPORT_TEXTS.empty}</ListEmpty>;
  else if (rows) {
    results = (
      <>
        <Suspense fallback={<div className="h-[22rem]" aria-hidden />}>
          <ReportCharts.Component rows={rows} />
        </Suspense>
        <ReportResults
          // Each new answer starts with its first rows again.
          key={JSON.stringify(request)}
          rows={rows}
          showOrganization={showOrganization}
          busy={report.isFetching}
        />
      </>
    );
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title="Shift Reports"
        subtitle="Hours and coverage of your shifts over a period."
        organizationName={user.organizationName}
        onFiltersClick={allowed ? panel.toggle : undefined}
        filterCount={activeCount}
        filtersOpen={panel.open}
        filtersPanelId={panel.id}
      >
        {allowed ? <ExportCsvButton request={request} /> : null}
      </PageHeader>
      {allowed ? (
        <>
          <ReportFilters
            id={panel.id}
            open={panel.open}
            filters={filters}
            dates={query.dates}
            dateError={query.valid ? undefined : { field: query.field, message: query.error }}
            activeCount={activeCount}
            scope={scope}
            today={today}
            onChange={update}
            onReset={reset}
          />
          <ReportSummary
            dates={query.dates}
            invalid={!query.valid}
            rows={report.isPlaceholderData ? undefined : rows}
          />
        </>
      ) : null}
      {results}
      {request && rows && rows.length > 0 ? <PayrollSection request={request} /> : null}
    </div>
  );
}
