import type { ReportRow } from '@chairside/domain';
import { Banknote, Clock, MapPin, Stethoscope, Timer, UserRound } from 'lucide-react';
import { FactCards } from '@/components/list/fact-cards.tsx';
import { formatReportDate, formatReportWeekday } from '../lib/date-range.ts';
import { NobodyAssigned } from './nobody-assigned.tsx';
import { ReportPay } from './report-pay.tsx';
import { ReportStatusBadge } from './report-status-badge.tsx';

interface ReportCardsProps {
  rows: ReportRow[];
  /** Users without an organization see each shift's organization under its location. */
  showOrganization: boolean;
}

/** A duration under the table column it stands for ('Working' over '7h 0m'), read 'Working 7h 0m'. */
function Duration({ term, value }: { term: string; value: string }) {
  return (
    <span className="flex flex-col">
      <span className="text-xs text-muted-foreground">{term}</span>{' '}
      <span className="font-medium tabular-nums">{value}</span>
    </span>
  );
}

/** The report on a phone (768 px or narrower, #13 item 6): a card per shift, as the lists do. */
export function ReportCards({ rows, showOrganization }: ReportCardsProps) {
  return (
    <FactCards
      label="Shift reports"
      rows={rows}
      title={(row) => `${formatReportDate(row.date)} · ${formatReportWeekday(row.date)}`}
      facts={(row) => [
        {
          label: 'Start Time and End Time',
          icon: Clock,
          value: `${row.startTime} – ${row.endTime}`,
          className: 'tabular-nums',
        },
        {
          label: 'Durations',
          icon: Timer,
          value: (
            <span className="grid grid-cols-[repeat(3,minmax(0,5rem))] gap-x-2">
              <Duration term="Lunch" value={row.lunchDuration} />
              <Duration term="Working" value={row.workingDuration} />
              <Duration term="Total" value={row.duration} />
            </span>
          ),
        },
        {
          label: 'Location',
          icon: MapPin,
          value: showOrganization
            ? `${row.locationName} · ${row.organizationName}`
            : row.locationName,
        },
        { label: 'Position', icon: Stethoscope, value: row.position },
        { label: 'Assigned User', icon: UserRound, value: row.assignedUser ?? <NobodyAssigned /> },
        { label: 'Pay', icon: Banknote, value: <ReportPay row={row} /> },
      ]}
      actions={(row) => (
        <div className="mt-3">
          <ReportStatusBadge status={row.status} />
        </div>
      )}
    />
  );
}
