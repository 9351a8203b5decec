import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Keys of the URL query to write: a value sets its key, '' (or none) removes it. */
export type UrlQueryPatch = Partial<Record<string, string>>;

/** The values of `keys` in the URL query; '' for a key that is absent. */
export function readKeys<K extends string>(query: URLSearchParams, keys: readonly K[]) {
  return Object.fromEntries(keys.map((key) => [key, query.get(key) ?? ''])) as Record<K, string>;
}

/** A patch that removes every one of `keys`. */
export function clearing(keys: readonly string[]): UrlQueryPatch {
  return Object.fromEntries(keys.map((key) => [key, '']));
}

/**
 * The URL query, and one way to write it (SPEC §2: filters, pages and dates live in the URL).
 * Several keys change in one write, since React Router does not queue functional updates made
 * in the same tick. A write replaces the history entry (typing must not fill the Back button)
 * unless it is a `push`, as a page change is, so that Back returns to the page before.
 */
export function useUrlQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const write = useCallback(
    (patch: UrlQueryPatch, { push = false }: { push?: boolean } = {}) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(patch)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: !push },
      ),
    [setSearchParams],
  );
  return [searchParams, write] as const;
}
