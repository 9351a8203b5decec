import { Combobox } from '@/components/ui/combobox.tsx';
import { Field } from '@/components/ui/field.tsx';

interface ComboboxFilterFieldProps {
  label: string;
  /** Why the choices could not be loaded. */
  error?: string;
  /** The choices after the first, which is `allLabel` with the value ''. */
  options: readonly { value: string | number; label: string }[];
  /** e.g. 'All Locations': the first choice, and the text while it is chosen. */
  allLabel: string;
  searchPlaceholder: string;
  emptyText: string;
  /** The URL parameter's value; '' for all. */
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** A labelled, searchable choice filter of a list, bound to its URL parameter. */
export function ComboboxFilterField({
  label,
  error,
  options,
  allLabel,
  searchPlaceholder,
  emptyText,
  value,
  onChange,
  className,
}: ComboboxFilterFieldProps) {
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
