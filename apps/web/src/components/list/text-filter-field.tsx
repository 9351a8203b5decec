import { Field } from '@/components/ui/field.tsx';
import { FilterTextInput } from './filter-text-input.tsx';

interface TextFilterFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** The list's free-text search, with a magnifier. */
  search?: boolean;
}

/** A labelled text filter of a list, bound to its URL parameter. */
export function TextFilterField({
  label,
  value,
  onChange,
  placeholder,
  search,
}: TextFilterFieldProps) {
  return (
    <Field label={label}>
      <FilterTextInput
        search={search}
        value={value}
        onValueChange={onChange}
        placeholder={placeholder}
      />
    </Field>
  );
}
