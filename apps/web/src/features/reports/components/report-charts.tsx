import { formatCents, formatDuration, formatWeekRange, type ReportRow } from '@chairside/domain';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
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
import {
  fillRateByWeek,
  payByPosition,
  type PositionPay,
  type WeekFill,
} from '../lib/chart-data.ts';

/*
 * Issue #28 §4: the two charts the Reports page opens with, for the chosen filters, drawn with
 * visx (its scales and bars; the page loads this file only when it shows). Each chart is an
 * image with a summary for screen readers and the same figures in a table beneath it.
 */

const CHART_HEIGHT = 220;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 36 };
const percent = (rate: number) => `${Math.round(rate * 100)}%`;
const shortWeek = (week: string) => formatWeekRange(week).replace(/ – .*$/, '');

/** The width the chart is drawn at: its container's, followed as the window resizes. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

function ChartCard(props: {
  id: string;
  title: string;
  description: string;
  legend?: ReactNode;
  chart: (width: number) => ReactNode;
  table: ReactNode;
}) {
  const { ref, width } = useWidth();
  return (
    <Card aria-labelledby={props.id} className="min-w-0">
      <CardHeader className="space-y-1">
        <CardTitle id={props.id} className="text-base">
          {props.title}
        </CardTitle>
        <CardDescription>{props.description}</CardDescription>
        {props.legend}
      </CardHeader>
      <CardContent className="space-y-3">
        <div ref={ref} style={{ height: CHART_HEIGHT }}>
          {width > 0 ? props.chart(width) : null}
        </div>
        <details className="text-sm">
          <summary className="cursor-pointer text-muted-foreground hover:text-foreground">
            Show as a table
          </summary>
          <div className="mt-2">{props.table}</div>
        </details>
      </CardContent>
    </Card>
  );
}

function Swatch({ className, label }: { className: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
      <span aria-hidden className={`size-2.5 rounded-sm ${className}`} />
      {label}
    </span>
  );
}

function FillRateChart({ weeks, width }: { weeks: readonly WeekFill[]; width: number }) {
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = CHART_HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand({
    domain: weeks.map((week) => week.week),
    range: [0, innerWidth],
    padding: 0.25,
  });
  const series = scaleBand({
    domain: ['posted', 'filled'],
    range: [0, x.bandwidth()],
    padding: 0.1,
  });
  const y = scaleLinear({
    domain: [0, Math.max(1, ...weeks.map((week) => week.posted))],
    range: [innerHeight, 0],
    nice: true,
  });
  // A label under every week while they fit, else under every second or third one.
  const labelEvery = Math.max(1, Math.ceil(56 / Math.max(1, x.step())));
  const summary = weeks
    .map((week) => `${shortWeek(week.week)}: ${week.filled} of ${week.posted} filled`)
    .join('; ');
  return (
    <svg
      width={width}
      height={CHART_HEIGHT}
      role="img"
      aria-label={`Fill rate by week. ${summary}`}
    >
      <Group left={MARGIN.left} top={MARGIN.top}>
        {y.ticks(4).map((tick) => (
          <g key={tick} transform={`translate(0, ${y(tick)})`} className="text-muted-foreground">
            <line x2={innerWidth} className="stroke-border" />
            <text x={-8} dy="0.32em" textAnchor="end" className="fill-current text-[11px]">
              {tick}
            </text>
          </g>
        ))}
        {weeks.map((week, index) => {
          const left = x(week.week) ?? 0;
          return (
            <Group key={week.week} left={left}>
              {(['posted', 'filled'] as const).map((key) => {
                const value = week[key];
                return (
                  <Bar
                    key={key}
                    x={series(key)}
                    y={y(value)}
                    width={series.bandwidth()}
                    height={innerHeight - y(value)}
                    rx={2}
                    className={key === 'posted' ? 'fill-muted-foreground/35' : 'fill-primary'}
                  />
                );
              })}
              {index % labelEvery === 0 ? (
                <text
                  x={x.bandwidth() / 2}
                  y={innerHeight + 18}
                  textAnchor="middle"
                  className="fill-muted-foreground text-[11px]"
                >
                  {shortWeek(week.week)}
                </text>
              ) : null}
            </Group>
          );
        })}
      </Group>
    </svg>
  );
}

function PositionChart({ positions, width }: { positions: readonly PositionPay[]; width: number }) {
  const innerWidth = width - MARGIN.right;
  const y = scaleBand({
    domain: positions.map((pay) => pay.position),
    range: [0, CHART_HEIGHT],
    padding: 0.2,
  });
  const x = scaleLinear({
    domain: [0, Math.max(1, ...positions.map((pay) => pay.workedMinutes))],
    range: [0, innerWidth],
  });
  const barHeight = Math.min(18, y.bandwidth() / 2);
  const summary = positions
    .map(
      (pay) =>
        `${pay.position}: ${formatDuration(pay.workedMinutes)}, ${formatCents(pay.amountCents)}`,
    )
    .join('; ');
  return (
    <svg
      width={width}
      height={CHART_HEIGHT}
      role="img"
      aria-label={`Hours and amount by position. ${summary}`}
    >
      {positions.map((pay) => {
        const top = y(pay.position) ?? 0;
        const barTop = top + y.bandwidth() - barHeight;
        return (
          <g key={pay.position}>
            <text x={0} y={barTop - 6} className="fill-foreground text-xs">
              {pay.position}
              <tspan className="fill-muted-foreground">
                {' · '}
                {formatDuration(pay.workedMinutes)} · {formatCents(pay.amountCents)}
              </tspan>
            </text>
            <Bar
              x={0}
              y={barTop}
              width={innerWidth}
              height={barHeight}
              rx={3}
              className="fill-muted"
            />
            <Bar
              x={0}
              y={barTop}
              width={Math.max(pay.workedMinutes > 0 ? 3 : 0, x(pay.workedMinutes))}
              height={barHeight}
              rx={3}
              className="fill-primary"
            />
          </g>
        );
      })}
    </svg>
  );
}

/** The report's two charts: fill rate by week, and hours and amount by position. */
export function ReportCharts({ rows }: { rows: readonly ReportRow[] }) {
  const weeks = fillRateByWeek(rows);
  const positions = payByPosition(rows);
  return (
    <section aria-label="Charts" className="grid gap-4 lg:grid-cols-2">
      <ChartCard
        id="fill-rate-title"
        title="Fill rate by week"
        description="Shifts posted and shifts filled, week by week."
        legend={
          <div className="flex gap-4 pt-1">
            <Swatch className="bg-muted-foreground/35" label="Posted" />
            <Swatch className="bg-primary" label="Filled" />
          </div>
        }
        chart={(width) => <FillRateChart weeks={weeks} width={width} />}
        table={
          <Table aria-label="Fill rate by week">
            <TableHeader>
              <TableRow>
                <TableHead>Week</TableHead>
                <TableHead className="text-right">Posted</TableHead>
                <TableHead className="text-right">Filled</TableHead>
                <TableHead className="text-right">Fill rate</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {weeks.map((week) => (
                <TableRow key={week.week}>
                  <TableCell>{formatWeekRange(week.week)}</TableCell>
                  <TableCell className="text-right tabular-nums">{week.posted}</TableCell>
                  <TableCell className="text-right tabular-nums">{week.filled}</TableCell>
                  <TableCell className="text-right tabular-nums">{percent(week.rate)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        }
      />
      <ChartCard
        id="position-pay-title"
        title="Hours and amount by position"
        description="Worked time and pay of the confirmed shifts, by position."
        chart={(width) => <PositionChart positions={positions} width={width} />}
        table={
          <Table aria-label="Hours and amount by position">
            <TableHeader>
              <TableRow>
                <TableHead>Position</TableHead>
                <TableHead className="text-right">Shifts</TableHead>
                <TableHead className="text-right">Worked</TableHead>
                <TableHead className="text-right">Amount</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {positions.map((pay) => (
                <TableRow key={pay.position}>
                  <TableCell>{pay.position}</TableCell>
                  <TableCell className="text-right tabular-nums">{pay.shifts}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatDuration(pay.workedMinutes)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatCents(pay.amountCents)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        }
      />
    </section>
  );
}
