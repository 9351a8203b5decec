import {
  formatLongDay,
  weekColumnHeading,
  type MapLocation,
  type ShiftListItem,
} from '@chairside/domain';
import { memo, useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '@/lib/cn.ts';
import type { WeekGrid } from '../lib/week-board.ts';
import { WeekCard } from './week-card.tsx';

export interface WeekBoardProps {
  /** The week's seven dates, Sunday first. */
  dates: readonly string[];
  /** The rows: every location in reach, in the Locations page's order. */
  locations: readonly MapLocation[];
  grid: WeekGrid;
  today: string;
  /** The instant 'Unfilled' is measured against. */
  now: number;
  /** Whether the user may add a shift at a location (a location manager: their own). */
  canAddAt: (locationId: number) => boolean;
  /** Stable (memoised cells compare it). */
  onAdd: (locationId: number, date: string) => void;
  showOrganization: boolean;
  caption: string;
}

interface WeekCellProps {
  shifts: readonly ShiftListItem[];
  locationId: number;
  locationName: string;
  date: string;
  /** The day in words, 'Friday, November 27', for the '+' button's name. */
  dayName: string;
  now: number;
  canAdd: boolean;
  onAdd: (locationId: number, date: string) => void;
}

/**
 * One location's day. Memoised: a cell re-renders only when its own shifts change (the week's
 * grouping keeps an unchanged cell's list, and an empty cell's, the same).
 */
const WeekCell = memo(function WeekCell({
  shifts,
  locationId,
  locationName,
  date,
  dayName,
  now,
  canAdd,
  onAdd,
}: WeekCellProps) {
  return (
    <td data-date={date} className="border-b border-l p-1.5 align-top">
      <div className="flex min-h-16 flex-col gap-1 [contain-intrinsic-size:auto_4rem] [content-visibility:auto]">
        {shifts.length > 0 ? (
          <ul className="flex flex-col gap-1">
            {shifts.map((shift) => (
              <WeekCard key={shift.id} shift={shift} now={now} />
            ))}
          </ul>
        ) : null}
        {canAdd ? (
          <button
            type="button"
            aria-label={`Add shift at ${locationName} on ${dayName}`}
            onClick={() => onAdd(locationId, date)}
            className="mt-auto h-6 w-full cursor-pointer rounded-md border border-dashed border-transparent text-base leading-none text-muted-foreground transition-colors outline-none hover:border-border hover:bg-accent hover:text-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring"
          >
            {/* A glyph, not an icon component: 420 of them render with the board. */}+
          </button>
        ) : null}
      </div>
    </td>
  );
});

/**
 * Issue #16 §3: locations as rows, the week's days as columns. The header row and the location
 * column stay in place while the board scrolls both ways. On a phone each day is as wide as the
 * screen beside the location column and the board snaps a day at a time; location names wrap
 * rather than being cut (issue #26 §11).
 */
export function WeekBoard({
  dates,
  locations,
  grid,
  today,
  now,
  canAddAt,
  onAdd,
  showOrganization,
  caption,
}: WeekBoardProps) {
  const navigate = useNavigate();
  const dayNames = useMemo(() => dates.map(formatLongDay), [dates]);
  // One listener for the 500 cards: plain links, followed in the app unless the user asks for a
  // new tab or window, instead of 500 router links each with its own hooks.
  const followCard = (event: MouseEvent<HTMLDivElement>) => {
    const card = (event.target as HTMLElement).closest('a[data-testid="week-card"]');
    if (!card || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(card.getAttribute('href') as string);
  };
  return (
    <div
      onClick={followCard}
      data-testid="week-board"
      className="max-h-[calc(100dvh-13rem)] min-h-64 snap-x snap-mandatory scroll-pl-32 overflow-auto rounded-lg border bg-card sm:snap-none sm:scroll-pl-44"
    >
      <table className="w-full min-w-[calc(8rem+7*(100vw-10rem))] sm:min-w-[50rem] table-fixed border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{caption}</caption>
        <colgroup>
          <col className="w-32 sm:w-44" />
          {dates.map((date) => (
            <col key={date} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky top-0 left-0 z-30 border-b bg-card px-3 py-2 text-left text-xs font-medium text-muted-foreground"
            >
              Location
            </th>
            {dates.map((date, column) => {
              const { weekday, day } = weekColumnHeading(date);
              const isToday = date === today;
              return (
                <th
                  key={date}
                  scope="col"
                  aria-label={dayNames[column]}
                  aria-current={isToday ? 'date' : undefined}
                  className={cn(
                    'sticky top-0 z-20 snap-start border-b border-l bg-card px-2 py-2 text-left font-medium',
                    isToday && 'bg-accent',
                  )}
                >
                  <span
                    className={cn(
                      'text-xs uppercase',
                      // Muted grey on the accent reads below 4.5:1 in the dark theme.
                      isToday ? 'text-accent-foreground' : 'text-muted-foreground',
                    )}
                  >
                    {weekday}
                  </span>{' '}
                  <span
                    className={cn(
                      'inline-flex size-6 items-center justify-center rounded-full tabular-nums',
                      isToday && 'bg-primary text-primary-foreground',
                    )}
                  >
                    {day}
                  </span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {locations.map((location) => {
            const canAdd = canAddAt(location.id);
            return (
              <tr key={location.id} data-location-id={location.id}>
                <th
                  scope="row"
                  className="sticky left-0 z-10 border-b bg-card px-3 py-2 text-left align-top font-normal"
                >
                  <span className="line-clamp-2 font-medium break-words">{location.name}</span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {showOrganization
                      ? `${location.organizationName} · ${location.locationNumber}`
                      : location.locationNumber}
                  </span>
                </th>
                {dates.map((date, column) => (
                  <WeekCell
                    key={date}
                    dayName={dayNames[column] as string}
                    shifts={grid.cell(location.id, date)}
                    locationId={location.id}
                    locationName={location.name}
                    date={date}
                    now={now}
                    canAdd={canAdd && date >= today}
                    onAdd={onAdd}
                  />
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
