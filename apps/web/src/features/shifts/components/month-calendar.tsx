import { calendarDayName, SHIFT_MESSAGES, WEEK_LENGTH_DAYS } from '@chairside/domain';
import { format } from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { memo, useRef, type KeyboardEvent } from 'react';
import { NotLoadedOffline } from '@/components/not-loaded-offline.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { cn } from '@/lib/cn.ts';
import type { ShiftMonth } from '../api/get-shifts.ts';
import {
  calendarDays,
  firstOfMonth,
  monthOf,
  sameMonth,
  toDateKey,
} from '../lib/calendar-dates.ts';
import type { DaySummary, ShiftIndex } from '../lib/shift-index.ts';
import { CalendarLegend } from './calendar-legend.tsx';
import { PositionDot } from './position-dot.tsx';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

interface MonthCalendarProps {
  month: ShiftMonth;
  onMonthChange: (delta: number) => void;
  /** The selected day, 'YYYY-MM-DD'. */
  selectedDate: string;
  onSelect: (date: string) => void;
  /** The shifts of the visible month's 42 days by local date. */
  index: ShiftIndex;
  today: string;
  loading?: boolean;
  error?: Error | null;
  /** Offline, and this month was never loaded here: it says so rather than look empty. */
  notLoaded?: boolean;
}

/**
 * SPEC §2 month view: 42 days from the Sunday before the 1st; each day a button with its
 * position dots. Arrow keys move focus between days (one tab stop for the grid).
 */
export function MonthCalendar({
  month,
  onMonthChange,
  selectedDate,
  onSelect,
  index,
  today,
  loading,
  error,
  notLoaded = false,
}: MonthCalendarProps) {
  const gridRef = useRef<HTMLDivElement>(null);
  const days = calendarDays(month);
  const keys = days.map(toDateKey);
  const title = format(firstOfMonth(month), 'MMMM yyyy');
  // The one tabbable day: the selected one when shown, else the 1st of the month.
  const focusKey = keys.includes(selectedDate) ? selectedDate : toDateKey(firstOfMonth(month));

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -WEEK_LENGTH_DAYS,
      ArrowDown: WEEK_LENGTH_DAYS,
    };
    const buttons = [...(gridRef.current?.querySelectorAll('button') ?? [])];
    const current = buttons.indexOf(event.target as HTMLButtonElement);
    if (current < 0) return;
    let next: number;
    if (event.key in moves) next = current + (moves[event.key] as number);
    else if (event.key === 'Home') next = current - (current % WEEK_LENGTH_DAYS);
    else if (event.key === 'End') next = current - (current % WEEK_LENGTH_DAYS) + 6;
    else return;
    event.preventDefault();
    buttons[Math.min(Math.max(next, 0), buttons.length - 1)]?.focus();
  }

  return (
    <section
      aria-labelledby="shifts-calendar-title"
      className="rounded-lg border bg-card p-3 text-card-foreground shadow-sm sm:p-4"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Previous month"
          onClick={() => onMonthChange(-1)}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <div className="flex items-center gap-2">
          <h2
            id="shifts-calendar-title"
            aria-live="polite"
            className="text-base font-semibold sm:text-lg"
          >
            {title}
          </h2>
          {loading && !notLoaded ? (
            <Spinner className="size-4 text-muted-foreground" label="Loading shifts" />
          ) : null}
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Next month"
          onClick={() => onMonthChange(1)}
        >
          <ChevronRight aria-hidden />
        </Button>
      </div>
      {error && !notLoaded ? (
        <p role="alert" className="mb-2 text-sm font-medium text-destructive">
          {error.message}
        </p>
      ) : null}
      {notLoaded ? <NotLoadedOffline className="mb-2" /> : null}
      <div
        aria-hidden
        className="grid grid-cols-7 pb-1 text-center text-xs font-medium text-muted-foreground"
      >
        {WEEKDAYS.map((weekday) => (
          <span key={weekday}>{weekday}</span>
        ))}
      </div>
      <div
        ref={gridRef}
        role="group"
        aria-label={`${title} days`}
        data-testid="calendar-days"
        className="grid grid-cols-7 gap-1"
        onKeyDown={handleKeyDown}
        onClick={(event) => {
          // One handler for the 42 days, so a day cell's props stay equal between renders.
          const day = (event.target as HTMLElement).closest<HTMLElement>('button[data-date]');
          if (day?.dataset.date) onSelect(day.dataset.date);
        }}
      >
        {days.map((day, position) => {
          const key = keys[position] as string;
          const inMonth = sameMonth(monthOf(day), month);
          return (
            <DayCell
              key={key}
              date={key}
              label={calendarDayName(key, index.byDate.get(key) ?? [])}
              dayOfMonth={day.getDate()}
              inMonth={inMonth}
              summary={index.summaries.get(key)}
              selected={key === selectedDate}
              isToday={key === today}
              tabbable={key === focusKey}
            />
          );
        })}
      </div>
      <CalendarLegend className="mt-3 border-t pt-3" />
    </section>
  );
}

interface DayCellProps {
  date: string;
  label: string;
  dayOfMonth: number;
  inMonth: boolean;
  summary: DaySummary | undefined;
  selected: boolean;
  isToday: boolean;
  tabbable: boolean;
}

/** The day's partly covered shifts for screen readers, the dots being hidden from them. */
function partlyCoveredDescription(summary: DaySummary | undefined): string | undefined {
  const groups = summary?.partlyCoveredGroups ?? [];
  if (groups.length === 0) return undefined;
  return `${SHIFT_MESSAGES.partlyCovered}: ${groups.join(', ')}`;
}

/** One day; memoised so choosing a day re-renders two cells, not 42. */
const DayCell = memo(function DayCell({
  date,
  label,
  dayOfMonth,
  inMonth,
  summary,
  selected,
  isToday,
  tabbable,
}: DayCellProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={selected}
      aria-current={isToday ? 'date' : undefined}
      aria-description={partlyCoveredDescription(summary)}
      tabIndex={tabbable ? 0 : -1}
      data-date={date}
      data-outside={inMonth ? undefined : 'true'}
      className={cn(
        'flex min-h-14 min-w-0 cursor-pointer flex-col items-center gap-1 rounded-md border border-transparent p-1 text-sm transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring sm:min-h-16 sm:items-start sm:p-1.5',
        !inMonth && 'text-muted-foreground',
        selected && 'border-primary bg-accent text-accent-foreground',
      )}
    >
      <span
        aria-hidden
        className={cn(
          'flex size-7 items-center justify-center rounded-full text-sm tabular-nums',
          isToday && 'font-semibold text-primary ring-1 ring-primary',
          selected && 'bg-primary font-semibold text-primary-foreground ring-0',
        )}
      >
        {dayOfMonth}
      </span>
      {summary ? (
        <span
          aria-hidden
          className="flex max-w-full flex-wrap justify-center gap-0.5 sm:justify-start"
        >
          {summary.groups.map((group) => (
            <PositionDot key={group} group={group} />
          ))}
          {summary.partlyCoveredGroups.map((group) => (
            <PositionDot key={`${group}-partly`} group={group} partlyCovered />
          ))}
          {summary.unassignedGroups.map((group) => (
            <PositionDot key={`${group}-open`} group={group} unassigned />
          ))}
        </span>
      ) : null}
    </button>
  );
});
