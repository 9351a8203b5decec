import { US_STATES } from '@chairside/domain';
import { type Control, type FieldValues } from 'react-hook-form';
import { FormField } from '@/components/forms/form-field.tsx';
import { ChoiceFormField } from '@/components/forms/choice-form-field.tsx';
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
      <FormField
        control={address}
        name="addressLine1"
        label="Address Line 1"
        className="sm:col-span-2"
      >
        {(field) => <Input autoComplete="address-line1" {...field} />}
      </FormField>
      <FormField
        control={address}
        name="addressLine2"
        label="Address Line 2"
        hint="Optional"
        className="sm:col-span-2"
      >
        {(field) => <Input autoComplete="address-line2" {...field} value={field.value ?? ''} />}
      </FormField>
      <FormField control={address} name="city" label="City">
        {(field) => <Input autoComplete="address-level2" {...field} />}
      </FormField>
      <ChoiceFormField
        control={address}
        name="stateCode"
        label="State"
        options={STATE_OPTIONS}
        placeholder="Select a state"
        search={{ placeholder: 'Search states...', emptyText: 'No state found.' }}
      />
      <FormField control={address} name="zipCode" label="Zip Code">
        {(field) => <Input autoComplete="postal-code" inputMode="numeric" {...field} />}
      </FormField>
    </>
  );
}
