import type { Option } from '@chairside/domain';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { ComboboxOption } from '@/components/ui/combobox.tsx';
import { useSettledSearch } from './use-settled-search.ts';

/** Options shown at a time; typing narrows them on the server. */
export const PICKER_LIMIT = 50;

/** An option of a searched picker; the description (an email) is searched and shown too. */
export type SearchedOption = Option & { description?: string };

/** Where a server-searched picker finds its options. */
export interface PickerSource {
  /** The key of a search's answer (under the resource's key, so a change refreshes it). */
  searchKey: (search: string) => QueryKey;
  /** The first PICKER_LIMIT options whose label contains `search`, by label. */
  search: (search: string, signal: AbortSignal) => Promise<SearchedOption[]>;
  lookupKey: (id: string) => QueryKey;
  /** The option with this id alone (none when it is out of reach). */
  lookup: (id: string, signal: AbortSignal) => Promise<SearchedOption[]>;
}

const toChoice = ({ value, label, description }: SearchedOption): ComboboxOption => ({
  value: String(value),
  label,
  description,
});

/**
 * A combobox whose options the server searches: a platform admin may have 100,000
 * organizations (DESIGN §10), far too many to load or render, and an organization thousands of
 * people. Nothing is asked until the picker opens, but a chosen option (the `value`, an id, e.g.
 * from the URL) that is not among the results is looked up alone so the button shows its name.
 */
export function useSearchedPicker(source: PickerSource, value: string, enabled = true) {
  const [search, setSearch] = useState<string | null>(null);
  const settled = useSettledSearch(search);
  const chosenId = /^[1-9]\d{0,9}$/.test(value) ? value : undefined;

  const found = useQuery({
    queryKey: source.searchKey(settled ?? ''),
    queryFn: ({ signal }) => source.search(settled ?? '', signal),
    enabled: enabled && settled !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const results = found.data ?? [];
  const chosenAmongResults = results.some((option) => String(option.value) === value);
  const chosen = useQuery({
    queryKey: source.lookupKey(chosenId ?? ''),
    queryFn: ({ signal }) => source.lookup(chosenId ?? '', signal),
    enabled: enabled && chosenId !== undefined && !chosenAmongResults,
    staleTime: 5 * 60_000,
  });

  const chosenOption = chosen.data?.find((option) => String(option.value) === value);
  const options = [...(chosenOption && !chosenAmongResults ? [chosenOption] : []), ...results].map(
    toChoice,
  );

  return {
    /** The chosen option (when there is one) and the matches of the search. */
    options,
    /** For the combobox's `onSearchChange`. */
    onSearchChange: setSearch,
    /** Before the first answer, or while a new search runs. */
    isSearching: found.isFetching,
    /** The chosen option's name is still being looked up. */
    isLoadingChosen: chosen.isLoading,
    error: found.error ?? chosen.error,
  };
}

export type SearchedPicker = ReturnType<typeof useSearchedPicker>;
