import { apiRequest } from '@/lib/api-client.ts';

/** The query of a dropdown (docs/API.md): organizationId, id, search, limit. */
type DropdownQuery = Record<string, string | number | undefined>;

/** GET /organizations/dropdown or /locations/dropdown: `{ value, label }` options. */
export function dropdownOptions(
  resource: 'organizations' | 'locations',
  query: DropdownQuery,
  signal: AbortSignal,
) {
  return apiRequest(`/${resource}/dropdown`, {
    contract: (domain) => domain.optionList,
    query,
    signal,
  });
}
