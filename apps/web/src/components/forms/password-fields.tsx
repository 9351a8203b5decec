import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';

interface PasswordFieldsProps<Values extends FieldValues, Context, Transformed> {
  form: UseFormReturn<Values, Context, Transformed>;
  password: { name: FieldPath<Values>; label: string; hint?: string };
  confirmation: { name: FieldPath<Values>; label: string };
  /** Marks both inputs required (the auth forms). */
  required?: boolean;
  /** Checks the confirmation again whenever the password changes after a submit. */
  linked?: boolean;
}

/** A new password and its confirmation, as SPEC §5 asks on every form that sets one. */
export function PasswordFields<Values extends FieldValues, Context, Transformed>({
  form: { register, getFieldState, formState },
  password,
  confirmation,
  required,
  linked,
}: PasswordFieldsProps<Values, Context, Transformed>) {
  // The password first: it revalidates its confirmation when `linked`.
  const fields = [
    {
      ...password,
      input: register(password.name, linked ? { deps: [confirmation.name] } : undefined),
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
