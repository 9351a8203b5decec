import type { ReactElement } from 'react';
import {
  Controller,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { Field } from '@/components/ui/field.tsx';

export interface FormFieldProps<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Context,
  Transformed,
> {
  control: Control<Values, Context, Transformed>;
  name: Name;
  label: string;
  hint?: string;
  className?: string;
  /** Shown when the field itself has no error, e.g. why its options failed to load. */
  fallbackError?: string;
  /** The control, given the field's value and handlers. */
  children: (field: ControllerRenderProps<Values, Name>) => ReactElement<Record<string, unknown>>;
}

/** A react-hook-form field in a labelled <Field>, with its validation message underneath. */
export function FormField<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Context,
  Transformed,
>({
  control,
  name,
  label,
  hint,
  className,
  fallbackError,
  children,
}: FormFieldProps<Values, Name, Context, Transformed>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field
          label={label}
          hint={hint}
          error={fieldState.error?.message ?? fallbackError}
          className={className}
        >
          {children(field)}
        </Field>
      )}
    />
  );
}
