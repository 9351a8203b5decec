import { useListParams, type ListParams } from './use-list-params.ts';

/**
 * A list's URL filters where the Organization filter (`org`) exists only for users without an
 * organization (SPEC §6): for the others `org` is neither read nor counted, and reads ''.
 */
export function useScopedListParams<K extends string>(
  keys: readonly K[],
  showOrganization: boolean,
): ListParams<K> {
  const params = useListParams(showOrganization ? keys : keys.filter((key) => key !== 'org'));
  const filters = {
    ...Object.fromEntries(keys.map((key) => [key, ''])),
    ...params.filters,
  } as Record<K, string>;
  return { ...params, filters };
}
