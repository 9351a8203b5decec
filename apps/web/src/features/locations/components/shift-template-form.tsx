import {
  centsToDollars,
  DEFAULT_ENGAGEMENT,
  DEFAULT_PAYMENT_TERMS,
  shiftTemplateFormSchema,
  type ShiftTemplate,
  type ShiftTemplateForm as ShiftTemplateValues,
} from '@chairside/domain';
import { ChoiceFormField } from '@/components/forms/choice-form-field.tsx';
import { DialogFormFooter, type SubmitLabels } from '@/components/forms/dialog-form-footer.tsx';
import { FormField } from '@/components/forms/form-field.tsx';
import { submitThrough } from '@/components/forms/submit-through.ts';
import { useSchemaForm } from '@/components/forms/use-schema-form.ts';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import {
  LUNCH_CHOICES,
  ShiftPayFields,
  ShiftPositionFields,
  ShiftTimeFields,
} from '@/features/shifts/index.ts';
import { useCreateShiftTemplate, useUpdateShiftTemplate } from '../api/shift-templates.ts';

const CREATE_LABELS: SubmitLabels = { idle: 'Add Template', busy: 'Adding...' };
const SAVE_LABELS: SubmitLabels = { idle: 'Save Template', busy: 'Saving...' };

/** A new template starts as the 'Hygiene day' most offices post. */
const NEW_TEMPLATE: ShiftTemplateValues = {
  name: '',
  position: undefined as never,
  specialty: '',
  startTime: '07:00',
  endTime: '16:00',
  lunchMinutes: '60',
  notes: '',
  hourlyRate: '',
  engagement: DEFAULT_ENGAGEMENT,
  paymentTerms: DEFAULT_PAYMENT_TERMS,
};

function valuesOf({ hourlyRateCents, ...template }: ShiftTemplate): ShiftTemplateValues {
  return {
    ...template,
    specialty: template.specialty ?? '',
    lunchMinutes: String(template.lunchMinutes),
    notes: template.notes ?? '',
    hourlyRate: centsToDollars(hourlyRateCents),
  };
}

interface ShiftTemplateFormProps {
  locationId: number;
  /** The template edited; none adds one. */
  template?: ShiftTemplate;
  onDone: () => void;
}

/** Add or edit one template: Add Shift's fields (and messages) but date and location, plus a name. */
export function ShiftTemplateForm({ locationId, template, onDone }: ShiftTemplateFormProps) {
  const create = useCreateShiftTemplate(locationId);
  const update = useUpdateShiftTemplate(locationId, template?.id ?? 0);
  const mutation = template ? update : create;
  const form = useSchemaForm(shiftTemplateFormSchema, template ? valuesOf(template) : NEW_TEMPLATE);
  const onSubmit = submitThrough(form, (values) => mutation.mutateAsync(values), onDone);

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          control={form.control}
          name="name"
          label="Template name"
          className="sm:col-span-2"
        >
          {(field) => <Input {...field} placeholder="Hygiene day" autoComplete="off" />}
        </FormField>
        <ShiftPositionFields form={form} />
        <ShiftTimeFields control={form.control} />
        <ChoiceFormField
          control={form.control}
          name="lunchMinutes"
          label="Lunch length"
          options={LUNCH_CHOICES}
          placeholder="Select a lunch length"
        />
        <ShiftPayFields form={form} />
        <FormField control={form.control} name="notes" label="Notes" className="sm:col-span-2">
          {(field) => <Textarea rows={3} {...field} value={field.value ?? ''} />}
        </FormField>
      </div>
      <DialogFormFooter
        error={mutation.error}
        submitting={form.formState.isSubmitting}
        labels={template ? SAVE_LABELS : CREATE_LABELS}
      />
    </form>
  );
}
