import { queryKeys } from '@/lib/query-keys.ts';
import { dropdownOptions } from './dropdown-options.ts';
import { PICKER_LIMIT, useSearchedPicker, type PickerSource } from './use-searched-picker.ts';

/**
 * GET /locations/dropdown with search and limit, narrowed to one organization when there is one
 * (the server also narrows an organization-bound user to theirs), or one location by id.
 */
function locationSource(organizationId: number | undefined): PickerSource {
  return {
    searchKey: (search) =>
      queryKeys.locations.picker({ organizationId: organizationId ?? null, search }),
    search: (search, signal) =>
      dropdownOptions(
        'locations',
        { organizationId, search: search || undefined, limit: PICKER_LIMIT },
        signal,
      ),
    lookupKey: (id) => queryKeys.locations.picker({ id }),
    lookup: (id, signal) => dropdownOptions('locations', { id }, signal),
  };
}

/**
 * A Location combobox whose options ('Organization - Location') the server searches
 * (useSearchedPicker): a platform admin reaches every location of every organization.
 */
export function useLocationPicker(
  value: string,
  organizationId: number | undefined,
  enabled = true,
) {
  return useSearchedPicker(locationSource(organizationId), value, enabled);
}
