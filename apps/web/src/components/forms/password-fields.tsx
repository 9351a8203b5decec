import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';

interface PasswordFieldsProps<Values extends FieldValues, Context, Transformed> {
  form: UseFormReturn<Values, Context, Transformed>;
  password: { name: FieldPath<Values>; label: string; hint?: string };
  confirmation: { name: FieldPath<Values>; label: string };
  /** Marks both inputs required (the auth forms). */
  required?: boolean;
}

/** A new password and its confirmation, as SPEC §5 asks on every form that sets one. */
export function PasswordFields<Values extends FieldValues, Context, Transformed>({
  form: { register, getFieldState, formState },
  password,
  confirmation,
  required,
}: PasswordFieldsProps<Values, Context, Transformed>) {
  // The password first: once the form was submitted, changing it checks the confirmation again.
  const fields = [
    {
      ...password,
      input: register(password.name, { deps: [confirmation.name] }),
    },
    { ...confirmation, hint: undefined, input: register(confirmation.name) },
  ];
  return (
    <>
      {fields.map(({ name, label, hint, input }) => (
        <Field
          key={name}
          label={label}
          hint={hint}
          error={getFieldState(name, formState).error?.message}
        >
          <Input type="password" autoComplete="new-password" required={required} {...input} />
        </Field>
      ))}
    </>
  );
}
