import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseDateKey, todayKey } from './calendar-dates.ts';

export const SHIFT_FILTER_KEYS = ['org', 'location', 'radius'] as const;
export type ShiftFilterKey = (typeof SHIFT_FILTER_KEYS)[number];
export type ShiftsView = 'calendar' | 'map';

type ParamKey = ShiftFilterKey | 'date' | 'view';

/**
 * SPEC §2: the shifts page keeps org, location, radius and date (the chosen day, default
 * today) in the URL, plus `view=map` for the map. Several keys change in one write, since
 * React Router does not queue functional updates made in the same tick.
 */
export function useShiftsParams() {
  const [searchParams, setSearchParams] = useSearchParams();

  const filters = useMemo(
    () =>
      Object.fromEntries(
        SHIFT_FILTER_KEYS.map((key) => [key, searchParams.get(key) ?? '']),
      ) as Record<ShiftFilterKey, string>,
    [searchParams],
  );
  const rawDate = searchParams.get('date');
  const date = parseDateKey(rawDate) ? (rawDate as string) : todayKey();
  const view: ShiftsView = searchParams.get('view') === 'map' ? 'map' : 'calendar';

  /** Writes the given keys; '' removes one. Replaces the history entry. */
  const update = useCallback(
    (patch: Partial<Record<ParamKey, string>>) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(patch)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const resetFilters = useCallback(() => update({ org: '', location: '', radius: '' }), [update]);

  return { filters, date, view, update, resetFilters };
}
