import { US_STATES } from '@chairside/domain';
import { Controller, type Control, type FieldValues } from 'react-hook-form';
import { Combobox } from '@/components/ui/combobox.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';

/** The postal address part of a form (the domain's `addressFields`). */
export interface AddressFormValues {
  addressLine1: string;
  addressLine2?: string | null;
  city: string;
  stateCode?: string;
  zipCode: string;
}

export const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }));

/**
 * Address Line 1, Address Line 2 (optional), City, State and Zip Code, for the organization
 * and location create forms. Lay it out in a two-column grid: lines span both columns.
 */
export function AddressFields<
  T extends FieldValues & AddressFormValues,
  Context,
  Transformed extends FieldValues,
>({ control }: { control: Control<T, Context, Transformed> }) {
  // One cast here keeps the field names checked below without threading generics through.
  const address = control as unknown as Control<AddressFormValues>;
  return (
    <>
      <Controller
        control={address}
        name="addressLine1"
        render={({ field, fieldState }) => (
          <Field label="Address Line 1" error={fieldState.error?.message} className="sm:col-span-2">
            <Input autoComplete="address-line1" {...field} />
          </Field>
        )}
      />
      <Controller
        control={address}
        name="addressLine2"
        render={({ field, fieldState }) => (
          <Field
            label="Address Line 2"
            hint="Optional"
            error={fieldState.error?.message}
            className="sm:col-span-2"
          >
            <Input autoComplete="address-line2" {...field} value={field.value ?? ''} />
          </Field>
        )}
      />
      <Controller
        control={address}
        name="city"
        render={({ field, fieldState }) => (
          <Field label="City" error={fieldState.error?.message}>
            <Input autoComplete="address-level2" {...field} />
          </Field>
        )}
      />
      <Controller
        control={address}
        name="stateCode"
        render={({ field, fieldState }) => (
          <Field label="State" error={fieldState.error?.message}>
            <Combobox
              options={STATE_OPTIONS}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              placeholder="Select a state"
              searchPlaceholder="Search states..."
              emptyText="No state found."
            />
          </Field>
        )}
      />
      <Controller
        control={address}
        name="zipCode"
        render={({ field, fieldState }) => (
          <Field label="Zip Code" error={fieldState.error?.message}>
            <Input autoComplete="postal-code" inputMode="numeric" {...field} />
          </Field>
        )}
      />
    </>
  );
}
