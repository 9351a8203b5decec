import type { ReportRow } from '@chairside/domain';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useIsMobile } from '@/lib/use-media-query.ts';
import { ReportCards } from './report-cards.tsx';
import { ReportsTable } from './reports-table.tsx';

/** Rows drawn at first and per 'Show more': a year of a network's shifts stays responsive. */
export const ROWS_PER_STEP = 200;

interface ReportResultsProps {
  rows: ReportRow[];
  /** Users without an organization see each shift's organization under its location. */
  showOrganization: boolean;
  busy?: boolean;
}

/** The report's rows: a table on a desktop, cards on a phone (SPEC §9's 768 px), drawn in steps. */
export function ReportResults({ rows, showOrganization, busy }: ReportResultsProps) {
  const isMobile = useIsMobile();
  const [shown, setShown] = useState(ROWS_PER_STEP);
  const visible = rows.slice(0, shown);
  const hidden = rows.length - visible.length;

  return (
    <div className="grid gap-3">
      {isMobile ? (
        <div aria-busy={busy || undefined} className={busy ? 'opacity-60' : undefined}>
          <ReportCards rows={visible} showOrganization={showOrganization} />
        </div>
      ) : (
        <ReportsTable rows={visible} showOrganization={showOrganization} busy={busy} />
      )}
      {hidden > 0 ? (
        <div className="flex flex-col items-center gap-2 sm:flex-row sm:justify-between">
          <p className="text-sm text-muted-foreground">
            Showing {visible.length.toLocaleString('en-US')} of{' '}
            {rows.length.toLocaleString('en-US')} shifts
          </p>
          <Button
            type="button"
            variant="outline"
            onClick={() => setShown((current) => current + ROWS_PER_STEP)}
          >
            Show {Math.min(hidden, ROWS_PER_STEP).toLocaleString('en-US')} more
          </Button>
        </div>
      ) : null}
    </div>
  );
}
