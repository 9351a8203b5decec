import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

const PAGE_KEY = 'page';

export interface ListParams<K extends string> {
  /** Each filter's value from the URL query; '' when absent. */
  filters: Record<K, string>;
  /** `?page=` (1-based); 1 when absent or invalid. */
  page: number;
  /** Writes one filter (an empty value removes it) and goes back to page 1. */
  setFilter: (key: K, value: string) => void;
  setPage: (page: number) => void;
  /** Clears every filter of this list and the page. */
  reset: () => void;
  /** How many of the filters have a value. */
  activeCount: number;
}

function parsePage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * SPEC §2: a list's filters and page live in the URL query. Filter edits replace the history
 * entry (typing must not fill the Back button); a page change pushes one, so Back returns to
 * the page the user came from.
 */
export function useListParams<K extends string>(keys: readonly K[]): ListParams<K> {
  const [searchParams, setSearchParams] = useSearchParams();
  const keysKey = keys.join('\u0000');

  const filters = useMemo(
    () =>
      Object.fromEntries(
        keysKey.split('\u0000').map((key) => [key, searchParams.get(key) ?? '']),
      ) as Record<K, string>,
    [keysKey, searchParams],
  );
  const page = parsePage(searchParams.get(PAGE_KEY));
  const activeCount = Object.values<string>(filters).filter((value) => value !== '').length;

  const setFilter = useCallback(
    (key: K, value: string) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value === '') next.delete(key);
          else next.set(key, value);
          next.delete(PAGE_KEY);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const setPage = useCallback(
    (nextPage: number) =>
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        if (nextPage <= 1) next.delete(PAGE_KEY);
        else next.set(PAGE_KEY, String(Math.trunc(nextPage)));
        return next;
      }),
    [setSearchParams],
  );

  const reset = useCallback(
    () =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const key of keysKey.split('\u0000')) next.delete(key);
          next.delete(PAGE_KEY);
          return next;
        },
        { replace: true },
      ),
    [keysKey, setSearchParams],
  );

  return { filters, page, setFilter, setPage, reset, activeCount };
}
