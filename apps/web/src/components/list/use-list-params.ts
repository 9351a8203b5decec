import { useCallback, useMemo } from 'react';
import { clearing, readKeys, useUrlQuery } from '@/lib/use-url-query.ts';

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
 * entry; a page change pushes one, so Back returns to the page the user came from.
 */
export function useListParams<K extends string>(keys: readonly K[]): ListParams<K> {
  const [searchParams, write] = useUrlQuery();
  const keysKey = keys.join('\u0000');

  const filters = useMemo(
    () => readKeys(searchParams, keysKey.split('\u0000') as K[]),
    [keysKey, searchParams],
  );
  const page = parsePage(searchParams.get(PAGE_KEY));
  const activeCount = Object.values<string>(filters).filter((value) => value !== '').length;

  const setFilter = useCallback(
    (key: K, value: string) => write({ [key]: value, [PAGE_KEY]: '' }),
    [write],
  );
  const setPage = useCallback(
    (nextPage: number) =>
      write({ [PAGE_KEY]: nextPage <= 1 ? '' : String(Math.trunc(nextPage)) }, { push: true }),
    [write],
  );
  const reset = useCallback(
    () => write(clearing([...keysKey.split('\u0000'), PAGE_KEY])),
    [keysKey, write],
  );

  return { filters, page, setFilter, setPage, reset, activeCount };
}
