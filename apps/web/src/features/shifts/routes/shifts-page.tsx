import {
  addDaysToDate,
  canCreateShift,
  isOrganizationBound,
  RADIUS_OPTIONS,
  weekStartOf,
} from '@chairside/domain';
import { startTransition, useCallback, useMemo, useState } from 'react';
import { useFiltersPanel } from '@/components/list/use-filters-panel.ts';
import { useNotLoadedOffline } from '@/components/not-loaded-offline.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { useSignedInUser } from '@/lib/current-user.ts';
import { useIsMobile } from '@/lib/use-media-query.ts';
import { useShiftMonth, type NearFilter, type ShiftListFilters } from '../api/get-shifts.ts';
import { CreateShiftDialog } from '../components/create-shift-dialog.tsx';
import { DayPanel, type PanelMode } from '../components/day-panel.tsx';
import { MonthCalendar } from '../components/month-calendar.tsx';
import { ShiftsFilters } from '../components/shifts-filters.tsx';
import { ShiftsMapView } from '../components/shifts-map-view.tsx';
import { ViewToggle } from '../components/view-toggle.tsx';
import { WeekView } from '../components/week-view.tsx';
import { monthOf, parseDateKey, shiftMonthBy, todayKey } from '../lib/calendar-dates.ts';
import { EMPTY_INDEX } from '../lib/shift-index.ts';
import { useShiftsParams, type ShiftsView } from '../lib/use-shifts-params.ts';
import { useUserLocation } from '../lib/use-user-location.ts';

function idOf(value: string): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** One of SPEC §9's radius options, or null (none, or a value the filter does not offer). */
function radiusOf(value: string): number | null {
  const miles = Number(value);
  return (RADIUS_OPTIONS as readonly number[]).includes(miles) ? miles : null;
}

/**
 * /dashboard/shifts (SPEC §2): filters, the chosen day and the view live in the URL; the
 * month on show and the day/week mode are this page's own state. The user's position is asked
 * for when the map opens or a radius is chosen (SPEC §7); with both a radius and a position,
 * the calendar, the day panel and the map only show what lies within the radius.
 */
export function ShiftsPage() {
  const user = useSignedInUser();
  const showOrganization = !isOrganizationBound(user);
  const isMobile = useIsMobile();
  const { filters, date, view: chosenView, week, update, resetFilters } = useShiftsParams();
  // Issue #16 §3: the week board is for those who manage shifts, not the restricted view.
  const withWeek = canCreateShift(user);
  const view = chosenView === 'week' && !withWeek ? 'calendar' : chosenView;
  const selectedDay = parseDateKey(date) as Date;
  const today = todayKey();

  // Issue #28 §1: professionals (who do not post shifts) may ask for a minimum rate.
  const withMinimumRate = !canCreateShift(user);
  // Cents in the URL, a positive whole number as ids are.
  const minRateCents = withMinimumRate ? idOf(filters.minRate) : null;
  const activeCount = [
    showOrganization ? filters.org : '',
    filters.location,
    filters.radius,
    withMinimumRate ? filters.minRate : '',
  ].filter(Boolean).length;
  const panel = useFiltersPanel(activeCount);
  // The toggle is hidden on a phone, so a phone shows the calendar, or the week board that a
  // link opened (it scrolls sideways there).
  const shownView = isMobile && view === 'map' ? 'calendar' : view;
  const radius = radiusOf(filters.radius);
  const userLocation = useUserLocation(shownView === 'map' || radius !== null);
  const { position } = userLocation;
  const near = useMemo<NearFilter | null>(
    () => (radius !== null && position ? { lat: position.lat, lng: position.lng, radius } : null),
    [radius, position],
  );
  const organizationId = showOrganization ? idOf(filters.org) : null;
  const listFilters: ShiftListFilters = {
    organizationId,
    locationId: idOf(filters.location),
    near,
    minRateCents,
  };

  // The month on show follows the chosen day whenever that day changes.
  const [month, setMonth] = useState(() => monthOf(selectedDay));
  const [monthFor, setMonthFor] = useState(date);
  if (monthFor !== date) {
    setMonthFor(date);
    setMonth(monthOf(selectedDay));
  }
  const [mode, setMode] = useState<PanelMode>('day');
  const calendar = useShiftMonth(month, listFilters);
  const calendarNotLoaded = useNotLoadedOffline(calendar.data);

  const selectDate = (next: string) => update({ date: next });
  // Leaving the week board, the calendar shows the board's week (its Sunday, unless the chosen
  // day is in it); entering it, the chosen day's week.
  const changeView = (next: ShiftsView) => {
    const inWeek = date >= week && date <= addDaysToDate(week, 6);
    if (next === 'week') update({ view: 'week', week: weekStartOf(date) });
    else update({ view: next === 'map' ? 'map' : '', week: '', date: inWeek ? date : week });
  };
  const selectLocation = useCallback(
    (locationId: number) => update({ location: String(locationId) }),
    [update],
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title="Shifts"
        subtitle="Open shifts by day and week; choose one to see its details."
        organizationName={user.organizationName}
        onFiltersClick={panel.toggle}
        filterCount={activeCount}
        filtersOpen={panel.open}
        filtersPanelId={panel.id}
      >
        {isMobile ? null : <ViewToggle view={view} onChange={changeView} withWeek={withWeek} />}
        {canCreateShift(user) ? (
          <CreateShiftDialog
            defaultDate={date < today ? today : date}
            onCreated={(shift) => selectDate(shift.localDate)}
          />
        ) : null}
      </PageHeader>
      <ShiftsFilters
        id={panel.id}
        open={panel.open}
        filters={filters}
        activeCount={activeCount}
        onChange={update}
        reset={resetFilters}
        showOrganization={showOrganization}
        showMinimumRate={withMinimumRate}
        locationStatus={userLocation.status}
      />
      {shownView === 'week' ? (
        <WeekView
          week={week}
          onWeekChange={(next) => update({ week: next })}
          today={today}
          filters={listFilters}
          showOrganization={showOrganization}
          onCreated={(shift) => selectDate(shift.localDate)}
        />
      ) : (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          {shownView === 'map' ? (
            <ShiftsMapView
              day={selectedDay}
              organizationId={organizationId}
              radiusMiles={radius}
              near={near}
              minRateCents={minRateCents}
              userLocation={userLocation}
              selectedLocationId={idOf(filters.location)}
              onSelectLocation={selectLocation}
            />
          ) : (
            <MonthCalendar
              month={month}
              // A transition, like the week toggle: a month of a busy network is thousands of
              // shifts to index and draw, and the click is answered first.
              onMonthChange={(delta) =>
                startTransition(() => setMonth((current) => shiftMonthBy(current, delta)))
              }
              selectedDate={date}
              onSelect={selectDate}
              index={calendar.data ?? EMPTY_INDEX}
              today={today}
              loading={calendar.isFetching}
              error={calendar.error}
              notLoaded={calendarNotLoaded}
            />
          )}
          <DayPanel
            date={selectedDay}
            onDateChange={selectDate}
            mode={mode}
            // A week of a busy month is hundreds of shifts: rendered in a transition, the click is
            // answered at once and the page stays responsive while the week renders.
            onModeChange={(next) => startTransition(() => setMode(next))}
            filters={listFilters}
          />
        </div>
      )}
    </div>
  );
}
