import type { FieldPath, FieldValues } from 'react-hook-form';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox.tsx';
import { OptionSelect } from '@/components/ui/select.tsx';
import { FormField, type FormFieldProps } from './form-field.tsx';

/** What makes the choice searchable: a Combobox instead of a plain select. */
interface ChoiceSearch {
  placeholder: string;
  emptyText: string;
  /** For options searched by the server (see Combobox). */
  onChange?: (query: string) => void;
}

export type ChoiceFormFieldProps<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Context,
  Transformed,
> = Omit<FormFieldProps<Values, Name, Context, Transformed>, 'children'> & {
  options: readonly ComboboxOption[];
  placeholder?: string;
  disabled?: boolean;
  search?: ChoiceSearch;
};

/**
 * One choice among options, bound to a form field: an OptionSelect, or with `search` a
 * Combobox. Ids may be held as numbers; the pickers take strings, none chosen as ''.
 */
export function ChoiceFormField<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Context,
  Transformed,
>({
  options,
  placeholder,
  disabled,
  search,
  ...frame
}: ChoiceFormFieldProps<Values, Name, Context, Transformed>) {
  return (
    <FormField {...frame}>
      {(field) => {
        const shared = {
          options,
          value: field.value == null ? '' : String(field.value),
          onBlur: field.onBlur,
          placeholder,
          disabled,
        };
        return search ? (
          <Combobox
            {...shared}
            onChange={field.onChange}
            onSearchChange={search.onChange}
            searchPlaceholder={search.placeholder}
            emptyText={search.emptyText}
          />
        ) : (
          <OptionSelect {...shared} onValueChange={field.onChange} />
        );
      }}
    </FormField>
  );
}
