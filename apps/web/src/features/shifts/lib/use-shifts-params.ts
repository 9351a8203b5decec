import { weekStartOf } from '@chairside/domain';
import { useCallback, useMemo } from 'react';
import { clearing, readKeys, useUrlQuery } from '@/lib/use-url-query.ts';
import { parseDateKey, todayKey } from './calendar-dates.ts';

export const SHIFT_FILTER_KEYS = ['org', 'location', 'radius', 'minRate'] as const;
export type ShiftFilterKey = (typeof SHIFT_FILTER_KEYS)[number];
export type ShiftsView = 'calendar' | 'map' | 'week';

type ParamKey = ShiftFilterKey | 'date' | 'view' | 'week';

function viewOf(value: string | null): ShiftsView {
  return value === 'map' || value === 'week' ? value : 'calendar';
}

/**
 * SPEC §2: the shifts page keeps org, location, radius, the minimum rate in cents (issue #28 §1)
 * and date (the chosen day, default
 * today) in the URL, plus `view=map` for the map, or `view=week&week=YYYY-MM-DD` for the week
 * board (issue #16 §3): `week` is the week's Sunday, any day of it read as its week, the chosen
 * day's week without one.
 */
export function useShiftsParams() {
  const [searchParams, write] = useUrlQuery();

  const filters = useMemo(() => readKeys(searchParams, SHIFT_FILTER_KEYS), [searchParams]);
  const rawDate = searchParams.get('date');
  const date = parseDateKey(rawDate) ? (rawDate as string) : todayKey();
  const view = viewOf(searchParams.get('view'));
  const rawWeek = searchParams.get('week');
  const week = weekStartOf(parseDateKey(rawWeek) ? (rawWeek as string) : date);

  /** Writes the given keys; '' removes one. Replaces the history entry. */
  const update = useCallback((patch: Partial<Record<ParamKey, string>>) => write(patch), [write]);
  const resetFilters = useCallback(() => write(clearing(SHIFT_FILTER_KEYS)), [write]);

  return { filters, date, view, week, update, resetFilters };
}
