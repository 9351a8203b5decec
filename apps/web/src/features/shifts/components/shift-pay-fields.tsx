import {
  ENGAGEMENT_LABELS,
  ENGAGEMENTS,
  PAY_LABELS,
  PAYMENT_TERMS,
  PAYMENT_TERMS_LABELS,
  SHIFT_EDIT_FIELD_LABELS,
} from '@chairside/domain';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ChoiceFormField } from '@/components/forms/choice-form-field.tsx';
import { FormField } from '@/components/forms/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';

const ENGAGEMENT_CHOICES = ENGAGEMENTS.map((value) => ({
  value,
  label: ENGAGEMENT_LABELS[value],
}));
const TERMS_CHOICES = PAYMENT_TERMS.map((value) => ({
  value,
  label: PAYMENT_TERMS_LABELS[value],
}));
type PayValues = { hourlyRate?: string; engagement?: string; paymentTerms?: string };

const PAY_CHOICES = [
  { name: 'engagement', label: SHIFT_EDIT_FIELD_LABELS.engagement, options: ENGAGEMENT_CHOICES },
  { name: 'paymentTerms', label: SHIFT_EDIT_FIELD_LABELS.paymentTerms, options: TERMS_CHOICES },
] as const;

/**
 * Issue #28 §1: the shift's pay in Add Shift and Edit Shift. The rate is typed in dollars and
 * read into integer cents by the domain's dollarsToCents (never a float); blank is 'Rate not
 * shown'. Once someone is confirmed the pay is fixed, like the hours. Add Shift, Edit Shift and a
 * shift template share them.
 */
export function ShiftPayFields<Values extends FieldValues & PayValues, Transformed>({
  form,
  disabled = false,
}: {
  form: UseFormReturn<Values, unknown, Transformed>;
  disabled?: boolean;
}) {
  // One cast here keeps the field names checked without threading generics through.
  const fields = form as unknown as UseFormReturn<PayValues>;
  return (
    <>
      <FormField
        control={fields.control}
        name="hourlyRate"
        label={`${PAY_LABELS.hourlyRate} ($)`}
        hint="Leave blank to not show a rate"
      >
        {(field) => (
          <Input
            {...field}
            value={field.value ?? ''}
            inputMode="decimal"
            placeholder="52.50"
            disabled={disabled}
          />
        )}
      </FormField>
      {PAY_CHOICES.map((choice) => (
        <ChoiceFormField
          key={choice.name}
          control={fields.control}
          disabled={disabled}
          {...choice}
        />
      ))}
    </>
  );
}
