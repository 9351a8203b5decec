import { useCallback, useMemo } from 'react';
import { clearing, readKeys, useUrlQuery } from '@/lib/use-url-query.ts';
import { parseDateKey, todayKey } from './calendar-dates.ts';

export const SHIFT_FILTER_KEYS = ['org', 'location', 'radius'] as const;
export type ShiftFilterKey = (typeof SHIFT_FILTER_KEYS)[number];
export type ShiftsView = 'calendar' | 'map';

type ParamKey = ShiftFilterKey | 'date' | 'view';

/**
 * SPEC §2: the shifts page keeps org, location, radius and date (the chosen day, default
 * today) in the URL, plus `view=map` for the map.
 */
export function useShiftsParams() {
  const [searchParams, write] = useUrlQuery();

  const filters = useMemo(() => readKeys(searchParams, SHIFT_FILTER_KEYS), [searchParams]);
  const rawDate = searchParams.get('date');
  const date = parseDateKey(rawDate) ? (rawDate as string) : todayKey();
  const view: ShiftsView = searchParams.get('view') === 'map' ? 'map' : 'calendar';

  /** Writes the given keys; '' removes one. Replaces the history entry. */
  const update = useCallback((patch: Partial<Record<ParamKey, string>>) => write(patch), [write]);
  const resetFilters = useCallback(() => write(clearing(SHIFT_FILTER_KEYS)), [write]);

  return { filters, date, view, update, resetFilters };
}
