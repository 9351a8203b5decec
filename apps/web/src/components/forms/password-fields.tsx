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
  return (
    <>
      <Field
        label={password.label}
        hint={password.hint}
        error={getFieldState(password.name, formState).error?.message}
      >
        <Input
          type="password"
          autoComplete="new-password"
          required={required}
          {...register(password.name, linked ? { deps: [confirmation.name] } : undefined)}
        />
      </Field>
      <Field
        label={confirmation.label}
        error={getFieldState(confirmation.name, formState).error?.message}
      >
        <Input
          type="password"
          autoComplete="new-password"
          required={required}
          {...register(confirmation.name)}
        />
      </Field>
    </>
  );
}
