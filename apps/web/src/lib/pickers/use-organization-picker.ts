import { queryKeys } from '@/lib/query-keys.ts';
import { dropdownOptions } from './dropdown-options.ts';
import { PICKER_LIMIT, useSearchedPicker, type PickerSource } from './use-searched-picker.ts';

/** GET /organizations/dropdown with search and limit, or one organization by id. */
const ORGANIZATIONS: PickerSource = {
  // Under the dropdown key, so creating an organization refreshes the pickers too.
  searchKey: (search) => queryKeys.organizations.picker({ search, limit: PICKER_LIMIT }),
  search: (search, signal) =>
    dropdownOptions('organizations', { search: search || undefined, limit: PICKER_LIMIT }, signal),
  lookupKey: (id) => queryKeys.organizations.picker({ organizationId: id }),
  lookup: (id, signal) => dropdownOptions('organizations', { organizationId: id }, signal),
};

/** An Organization combobox whose options the server searches (useSearchedPicker). */
export function useOrganizationPicker(value: string, enabled = true) {
  return useSearchedPicker(ORGANIZATIONS, value, enabled);
}
