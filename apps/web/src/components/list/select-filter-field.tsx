import { Field } from '@/components/ui/field.tsx';
import { OptionSelect } from '@/components/ui/select.tsx';

/** Radix Select items need a non-empty value; this one stands for "no filter". */
export const ALL_FILTER_VALUE = 'all';

interface SelectFilterFieldProps {
  label: string;
  /** The choices, the first being the ALL_FILTER_VALUE one. */
  options: readonly { value: string; label: string }[];
  /** The URL parameter's value; '' (or anything not offered) shows the first choice. */
  value: string;
  onChange: (value: string) => void;
}

/** A labelled choice filter of a list, bound to its URL parameter ('' for all). */
export function SelectFilterField({ label, options, value, onChange }: SelectFilterFieldProps) {
  const known = value !== '' && options.some((option) => option.value === value);
  return (
    <Field label={label}>
      <OptionSelect
        options={[...options]}
        value={known ? value : ALL_FILTER_VALUE}
        onValueChange={(next) => onChange(next === ALL_FILTER_VALUE ? '' : next)}
      />
    </Field>
  );
}
