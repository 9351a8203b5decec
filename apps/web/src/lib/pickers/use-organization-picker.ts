import type { Option } from '@chairside/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ComboboxOption } from '@/components/ui/combobox.tsx';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useSettledSearch } from './use-settled-search.ts';

/** Options shown at a time; typing narrows them on the server. */
const PICKER_LIMIT = 50;
const toChoice = (option: Option): ComboboxOption => ({
  value: String(option.value),
  label: option.label,
});

/**
 * An Organization combobox whose options the server searches (GET /organizations/dropdown with
 * search and limit): a platform admin may have 100,000 organizations (DESIGN §10), far too many
 * to load or render. Nothing is asked until the picker opens, but a chosen organization (the
 * `value`, an id, e.g. from the URL) that is not among the results is looked up alone so the
 * button shows its name.
 */
export function useOrganizationPicker(value: string, enabled = true) {
  const [search, setSearch] = useState<string | null>(null);
  const settled = useSettledSearch(search);
  const chosenId = /^[1-9]\d{0,9}$/.test(value) ? value : undefined;

  const found = useQuery({
    // Under the dropdown key, so creating an organization refreshes the pickers too.
    queryKey: queryKeys.organizations.picker({ search: settled, limit: PICKER_LIMIT }),
    queryFn: ({ signal }) =>
      apiRequest('/organizations/dropdown', {
        contract: (domain) => domain.optionList,
        query: { search: settled || undefined, limit: PICKER_LIMIT },
        signal,
      }),
    enabled: enabled && settled !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const results = found.data ?? [];
  const chosenAmongResults = results.some((option) => String(option.value) === value);
  const chosen = useQuery({
    queryKey: queryKeys.organizations.picker({ organizationId: chosenId }),
    queryFn: ({ signal }) =>
      apiRequest('/organizations/dropdown', {
        contract: (domain) => domain.optionList,
        query: { organizationId: chosenId },
        signal,
      }),
    enabled: enabled && chosenId !== undefined && !chosenAmongResults,
    staleTime: 5 * 60_000,
  });

  const chosenOption = chosen.data?.find((option) => String(option.value) === value);
  const options = [
    ...(chosenOption && !results.some((option) => option.value === chosenOption.value)
      ? [chosenOption]
      : []),
    ...results,
  ].map(toChoice);

  return {
    /** The chosen organization (when there is one) and the matches of the search. */
    options,
    /** For the combobox's `onSearchChange`. */
    onSearchChange: setSearch,
    /** Before the first answer, or while a new search runs. */
    isSearching: found.isFetching,
    /** The chosen organization's name is still being looked up. */
    isLoadingChosen: chosen.isLoading,
    error: found.error ?? chosen.error,
  };
}
