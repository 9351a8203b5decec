import { WEEK_LENGTH_DAYS } from '@chairside/domain';
import { addDays, format } from 'date-fns';
import { CalendarDays, CalendarRange, ChevronLeft, ChevronRight } from 'lucide-react';
import { ListError } from '@/components/list/list-states.tsx';
import { NotLoadedOffline, useNotLoadedOffline } from '@/components/not-loaded-offline.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { cn } from '@/lib/cn.ts';
import { useShiftMonths, type ShiftListFilters } from '../api/get-shifts.ts';
import { monthOf, monthsOf, sameMonth, toDateKey } from '../lib/calendar-dates.ts';
import { ShiftListItem } from './shift-list-item.tsx';

export type PanelMode = 'day' | 'week';

/** The panel's toggle, by what it shows next: SPEC's words first (WCAG's label in name). */
const TOGGLE_WEEK_NAME = 'Toggle Week: show seven days from this day';
const TOGGLE_DAY_NAME = 'Toggle Day: show this day only';

interface DayPanelProps {
  /** The chosen day (local midnight of the 'YYYY-MM-DD' in the URL). */
  date: Date;
  onDateChange: (date: string) => void;
  mode: PanelMode;
  onModeChange: (mode: PanelMode) => void;
  filters: ShiftListFilters;
  className?: string;
}

/**
 * SPEC §2 selected-day panel: one day, or seven from the chosen one. A week may span two
 * months; each month is fetched (and cached) once, and each day is a lookup by local date.
 */
export function DayPanel({
  date,
  onDateChange,
  mode,
  onModeChange,
  filters,
  className,
}: DayPanelProps) {
  const length = mode === 'week' ? WEEK_LENGTH_DAYS : 1;
  const days = Array.from({ length }, (_, offset) => addDays(date, offset));
  const months = monthsOf(days);
  const results = useShiftMonths(months, filters);
  const loading = results.some((result) => result.isPending);
  const notLoaded = useNotLoadedOffline(...results.map((result) => result.data));
  const failed = results.find((result) => result.isError);
  const step = (direction: -1 | 1) => onDateChange(toDateKey(addDays(date, direction * length)));
  const unit = mode === 'week' ? 'week' : 'day';
  const title =
    mode === 'week'
      ? `${format(date, 'MMM d')} - ${format(addDays(date, WEEK_LENGTH_DAYS - 1), 'MMM d')}`
      : format(date, 'EEEE, MMMM d');

  return (
    <section
      aria-labelledby="shifts-day-panel-title"
      className={cn('rounded-lg border bg-card text-card-foreground shadow-sm', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b p-3 sm:p-4">
        <div className="flex items-center gap-1">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Previous ${unit}`}
            onClick={() => step(-1)}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <h2
            id="shifts-day-panel-title"
            aria-live="polite"
            className="min-w-0 text-base font-semibold sm:text-lg"
          >
            {title}
          </h2>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Next ${unit}`}
            onClick={() => step(1)}
          >
            <ChevronRight aria-hidden />
          </Button>
        </div>
        {/* SPEC §2 names the button by its text; its name also says what it does (issue #26 §11). */}
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-label={mode === 'week' ? TOGGLE_DAY_NAME : TOGGLE_WEEK_NAME}
          title={mode === 'week' ? TOGGLE_DAY_NAME : TOGGLE_WEEK_NAME}
          onClick={() => onModeChange(mode === 'week' ? 'day' : 'week')}
        >
          {mode === 'week' ? <CalendarDays aria-hidden /> : <CalendarRange aria-hidden />}
          {mode === 'week' ? 'Toggle Day' : 'Toggle Week'}
        </Button>
      </div>
      <div className="p-3 sm:p-4">
        {notLoaded ? (
          <NotLoadedOffline />
        ) : loading ? (
          <div className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground">
            <Spinner className="size-5 text-primary" label="Loading..." />
            <span aria-hidden>Loading...</span>
          </div>
        ) : failed ? (
          <ListError error={failed.error} />
        ) : (
          <div className="space-y-5">
            {days.map((day) => {
              const key = toDateKey(day);
              const month = monthOf(day);
              const index = results[months.findIndex((known) => sameMonth(known, month))]?.data;
              const shifts = index?.byDate.get(key) ?? [];
              const headingId = `shifts-day-${key}`;
              return (
                <section key={key} aria-labelledby={headingId} data-testid="day-section">
                  <h3 id={headingId} className="mb-2 text-sm font-semibold text-muted-foreground">
                    {format(day, 'EEEE, MMM d')}
                  </h3>
                  {shifts.length === 0 ? (
                    <p className="rounded-md border border-dashed px-3 py-4 text-center text-sm text-muted-foreground">
                      No shifts available
                    </p>
                  ) : (
                    <ul className="space-y-2">
                      {shifts.map((shift) => (
                        <ShiftListItem key={shift.id} shift={shift} />
                      ))}
                    </ul>
                  )}
                </section>
              );
            })}
          </div>
        )}
      </div>
    </section>
  );
}
