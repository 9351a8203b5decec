import { Combobox } from '@/components/ui/combobox.tsx';
import { Field } from '@/components/ui/field.tsx';

/** SPEC §2's choice filters and their texts. */
const FILTERS = {
  organization: {
    label: 'Organization',
    allLabel: 'All Organizations',
    searchPlaceholder: 'Search organizations...',
    emptyText: 'No organization found.',
  },
  location: {
    label: 'Location',
    allLabel: 'All Locations',
    searchPlaceholder: 'Search locations...',
    emptyText: 'No location found.',
  },
  user: {
    label: 'Assigned User',
    allLabel: 'All Users',
    searchPlaceholder: 'Search users...',
    emptyText: 'No user found.',
  },
} as const;

interface ComboboxFilterFieldProps {
  filter: keyof typeof FILTERS;
  /** Why the choices could not be loaded. */
  error?: string;
  /** The choices after the first, 'All ...' with the value ''. */
  options: readonly { value: string | number; label: string }[];
  /** The URL parameter's value; '' for all. */
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** A labelled, searchable choice filter of a list, bound to its URL parameter. */
export function ComboboxFilterField({
  filter,
  error,
  options,
  value,
  onChange,
  className,
}: ComboboxFilterFieldProps) {
  const { label, allLabel, searchPlaceholder, emptyText } = FILTERS[filter];
  return (
    <Field label={label} error={error}>
      <Combobox
        options={[
          { value: '', label: allLabel },
          ...options.map((option) => ({ value: String(option.value), label: option.label })),
        ]}
        value={value}
        onChange={onChange}
        placeholder={allLabel}
        searchPlaceholder={searchPlaceholder}
        emptyText={emptyText}
        className={className}
      />
    </Field>
  );
}
