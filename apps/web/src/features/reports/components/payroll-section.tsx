import {
  ENGAGEMENT_LABELS,
  formatCents,
  formatDuration,
  type PayrollLine,
} from '@chairside/domain';
import { Banknote, BriefcaseBusiness, CalendarCheck, CircleAlert, Timer } from 'lucide-react';
import { FactCards } from '@/components/list/fact-cards.tsx';
import { ListError } from '@/components/list/list-states.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table.tsx';
import { useIsMobile } from '@/lib/use-media-query.ts';
import { usePayroll } from '../api/get-payroll.ts';
import type { ReportRequest } from '../lib/report-query.ts';
import { ExportCsvButton } from './export-csv-button.tsx';

export const PAYROLL_COLUMNS = [
  'Person',
  'Engagement',
  'Shifts',
  'Worked',
  'Amount',
  'Not approved',
] as const;

const figure = 'text-right tabular-nums whitespace-nowrap';

/**
 * The payroll of the report's range and filters (issue #28 §4): each person's confirmed shifts
 * per engagement, their worked time and amount, and how many still wait for an approved
 * timesheet; exported as payroll-{today}.csv.
 */
export function PayrollSection({ request }: { request: ReportRequest }) {
  const payroll = usePayroll(request);
  const isMobile = useIsMobile();
  const lines = payroll.data;
  return (
    <Card aria-labelledby="payroll-title">
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1">
          <CardTitle id="payroll-title">Payroll</CardTitle>
          <CardDescription>
            Worked time from approved timesheets, else submitted ones, else the schedule.
          </CardDescription>
        </div>
        <ExportCsvButton request={request} csv="payroll" />
      </CardHeader>
      <CardContent>
        {payroll.isError ? <ListError error={payroll.error} /> : null}
        {lines && lines.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nobody is confirmed for these shifts.</p>
        ) : null}
        {lines && lines.length > 0 ? (
          isMobile ? (
            <PayrollCards lines={lines} />
          ) : (
            <PayrollTable lines={lines} />
          )
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The payroll on a phone (SPEC §9's 768 px, as the report's rows): a card per line. */
function PayrollCards({ lines }: { lines: readonly PayrollLine[] }) {
  return (
    <FactCards
      label="Payroll"
      rows={lines.map((line, id) => ({ ...line, id }))}
      title={(line) => line.name}
      facts={(line) => [
        {
          label: PAYROLL_COLUMNS[1],
          icon: BriefcaseBusiness,
          value: ENGAGEMENT_LABELS[line.engagement],
        },
        {
          label: PAYROLL_COLUMNS[2],
          icon: CalendarCheck,
          value: `${line.shifts} ${line.shifts === 1 ? 'shift' : 'shifts'}`,
        },
        { label: PAYROLL_COLUMNS[3], icon: Timer, value: formatDuration(line.workedMinutes) },
        { label: PAYROLL_COLUMNS[4], icon: Banknote, value: formatCents(line.amountCents) },
        {
          label: PAYROLL_COLUMNS[5],
          icon: CircleAlert,
          value: `${line.unapprovedShifts} not approved`,
        },
      ]}
      actions={() => null}
    />
  );
}

function PayrollTable({ lines }: { lines: readonly PayrollLine[] }) {
  const total = lines.reduce((sum, line) => sum + line.amountCents, 0);
  return (
    <Table aria-label="Payroll">
      <TableHeader className="bg-muted">
        <TableRow className="hover:bg-transparent">
          {PAYROLL_COLUMNS.map((column, index) => (
            <TableHead key={column} className={index >= 2 ? 'text-right' : undefined}>
              {column}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={`${line.userId}:${line.engagement}`}>
            <TableCell className="font-medium">{line.name}</TableCell>
            <TableCell>{ENGAGEMENT_LABELS[line.engagement]}</TableCell>
            <TableCell className={figure}>{line.shifts}</TableCell>
            <TableCell className={figure}>{formatDuration(line.workedMinutes)}</TableCell>
            <TableCell className={figure}>{formatCents(line.amountCents)}</TableCell>
            <TableCell className={figure}>{line.unapprovedShifts}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <tfoot className="border-t bg-muted/50 font-medium">
        <TableRow className="hover:bg-transparent">
          <TableCell colSpan={4}>Total</TableCell>
          <TableCell className={figure}>{formatCents(total)}</TableCell>
          <TableCell />
        </TableRow>
      </tfoot>
    </Table>
  );
}
