import { useEffect, useState } from 'react';

/** Ask the server once typing pauses. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The search text of a server-searched picker, settled: at once when the picker opens (''),
 * after a pause while typing; null before it first opens.
 */
export function useSettledSearch(search: string | null): string | null {
  const [settled, setSettled] = useState(search);
  useEffect(() => {
    const delay = search === '' || search === null ? 0 : SEARCH_DEBOUNCE_MS;
    const timer = setTimeout(() => setSettled(search), delay);
    return () => clearTimeout(timer);
  }, [search]);
  return settled;
}
