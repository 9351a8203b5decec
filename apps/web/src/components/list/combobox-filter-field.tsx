import { Combobox, type ComboboxOption } from '@/components/ui/combobox.tsx';
import { Field } from '@/components/ui/field.tsx';
import type { SearchedPicker } from '@/lib/pickers/use-searched-picker.ts';

/** SPEC §2's choice filters and their texts. */
const FILTERS = {
  organization: {
    label: 'Organization',
    allLabel: 'All Organizations',
    loadingLabel: 'Loading organization...',
    searchPlaceholder: 'Search organizations...',
    emptyText: 'No organization found.',
  },
  location: {
    label: 'Location',
    allLabel: 'All Locations',
    loadingLabel: 'Loading location...',
    searchPlaceholder: 'Search locations...',
    emptyText: 'No location found.',
  },
  user: {
    label: 'Assigned User',
    allLabel: 'All Users',
    loadingLabel: 'Loading user...',
    searchPlaceholder: 'Search users...',
    emptyText: 'No user found.',
  },
} as const;

type ComboboxFilterFieldProps = {
  filter: keyof typeof FILTERS;
  /** The URL parameter's value; '' for all. */
  value: string;
  onChange: (value: string) => void;
  className?: string;
} & (
  | {
      /** The choices after the first, 'All ...' with the value ''. */
      options: readonly { value: string | number; label: string }[];
      /** Why the choices could not be loaded. */
      error?: string;
      picker?: never;
    }
  | {
      /** Choices the server searches as the user types (useSearchedPicker). */
      picker: SearchedPicker;
      options?: never;
      error?: never;
    }
);

/** A labelled, searchable choice filter of a list, bound to its URL parameter. */
export function ComboboxFilterField({
  filter,
  error,
  options,
  picker,
  value,
  onChange,
  className,
}: ComboboxFilterFieldProps) {
  const { label, allLabel, loadingLabel, searchPlaceholder, emptyText } = FILTERS[filter];
  const choices: readonly ComboboxOption[] = picker
    ? picker.options
    : options.map((option) => ({ value: String(option.value), label: option.label }));
  return (
    <Field label={label} error={picker ? picker.error?.message : error}>
      <Combobox
        options={[{ value: '', label: allLabel }, ...choices]}
        value={value}
        onChange={onChange}
        onSearchChange={picker?.onSearchChange}
        placeholder={picker?.isLoadingChosen ? loadingLabel : allLabel}
        searchPlaceholder={searchPlaceholder}
        emptyText={picker?.isSearching ? 'Searching...' : emptyText}
        className={className}
      />
    </Field>
  );
}
