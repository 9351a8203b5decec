import {
  addDaysToDate,
  canCreateShift,
  formatWeekRange,
  managesLocation,
  weekDates,
  weekGridMonth,
  weekStartOf,
  type ShiftDetail,
} from '@chairside/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { NotLoadedOffline, useNotLoadedOffline } from '@/components/not-loaded-offline.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useSignedInUser } from '@/lib/current-user.ts';
import { useOnline } from '@/lib/use-online.ts';
import { useMapLocations } from '../api/get-map-locations.ts';
import { useShiftMonth, type ShiftListFilters } from '../api/get-shifts.ts';
import { EMPTY_INDEX } from '../lib/shift-index.ts';
import { groupWeek } from '../lib/week-board.ts';
import {
  AddShiftAtDialog,
  preloadCreateShiftForm,
  type AddShiftAt,
} from './create-shift-dialog.tsx';
import { CopyWeekDialog } from './copy-week-dialog.tsx';
import { WeekBoard } from './week-board.tsx';

interface WeekViewProps {
  /** The week's Sunday, 'YYYY-MM-DD'. */
  week: string;
  onWeekChange: (week: string) => void;
  today: string;
  filters: ShiftListFilters;
  showOrganization: boolean;
  onCreated: (shift: ShiftDetail) => void;
}

/**
 * Issue #16 §3, the week board: previous, this and next week, and the board of the week the URL
 * names. Its shifts are those of the month grid holding the week (the calendar's own query and
 * cache, the filters included); its rows every location in reach, the location filter keeping one.
 */
export function WeekView({
  week,
  onWeekChange,
  today,
  filters,
  showOrganization,
  onCreated,
}: WeekViewProps) {
  const user = useSignedInUser();
  const dates = useMemo(() => weekDates(week), [week]);
  const shifts = useShiftMonth(weekGridMonth(week), filters);
  const locations = useMapLocations({
    organizationId: filters.organizationId,
    near: filters.near ?? null,
  });
  const index = shifts.data ?? EMPTY_INDEX;
  const grid = useMemo(() => groupWeek(index, dates), [index, dates]);
  const rows = useMemo(
    () =>
      (locations.data ?? []).filter(
        (location) => filters.locationId === null || location.id === filters.locationId,
      ),
    [locations.data, filters.locationId],
  );
  // 'Unfilled' is read as of the answer (refetched once stale), so the cells' memo holds.
  const now = shifts.dataUpdatedAt;
  const [addAt, setAddAt] = useState<AddShiftAt | null>(null);
  // The form loads on demand: a transition keeps the board up until it has loaded.
  const onAdd = useCallback(
    (locationId: number, date: string) => startTransition(() => setAddAt({ locationId, date })),
    [],
  );
  // Offline, adding needs a connection: no '+' (Create Shift says why, issue #26 §9).
  const online = useOnline();
  const canAddAt = useCallback(
    (locationId: number) => online && managesLocation(user, locationId),
    [online, user],
  );
  useEffect(preloadCreateShiftForm, []);

  const title = formatWeekRange(week);
  const error = shifts.error ?? locations.error;
  const notLoaded = useNotLoadedOffline(shifts.data, locations.data);
  const move = (next: string) => startTransition(() => onWeekChange(next));
  return (
    <section aria-labelledby="shifts-week-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <h2
            id="shifts-week-title"
            aria-live="polite"
            className="text-base font-semibold sm:text-lg"
          >
            {title}
          </h2>
          {(shifts.isFetching || locations.isFetching) && !notLoaded ? (
            <Spinner className="size-4 text-muted-foreground" label="Loading shifts" />
          ) : (
            <span className="text-sm text-muted-foreground">
              {grid.total === 1 ? '1 shift' : `${grid.total} shifts`}
            </span>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-1">
          {canCreateShift(user) ? (
            <div className="mr-1">
              <CopyWeekDialog
                week={week}
                today={today}
                locationId={filters.locationId}
                onCopied={move}
              />
            </div>
          ) : null}
          <Button
            type="button"
            variant="outline"
            size="icon"
            className="size-9"
            aria-label="Previous week"
            onClick={() => move(addDaysToDate(week, -7))}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={week === weekStartOf(today)}
            onClick={() => move(weekStartOf(today))}
          >
            This week
          </Button>
          <Button
            type="button"
            variant="outline"
            size="icon"
            className="size-9"
            aria-label="Next week"
            onClick={() => move(addDaysToDate(week, 7))}
          >
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </div>
      {error && !notLoaded ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error.message}
        </p>
      ) : null}
      {notLoaded ? (
        <NotLoadedOffline />
      ) : locations.isSuccess && rows.length === 0 ? (
        <p className="rounded-lg border bg-card p-6 text-center text-sm text-muted-foreground">
          No locations match the filters.
        </p>
      ) : (
        <WeekBoard
          dates={dates}
          locations={rows}
          grid={grid}
          today={today}
          now={now}
          canAddAt={canAddAt}
          onAdd={onAdd}
          showOrganization={showOrganization}
          caption={`Shifts by location, ${title}`}
        />
      )}
      <AddShiftAtDialog at={addAt} onClose={() => setAddAt(null)} onCreated={onCreated} />
    </section>
  );
}
