import { centsToDollars, shiftTemplateSummary, type ShiftTemplate } from '@chairside/domain';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Label } from '@/components/ui/label.tsx';
import { OptionSelect } from '@/components/ui/select.tsx';
import { ShiftTemplatesDialog } from '@/features/locations/index.ts';
import { useShiftTemplates } from '@/lib/shift-templates.ts';
import type { ShiftForm } from './shift-form-fields.tsx';

const PICKER_ID = 'shift-template-picker';

/** The template's fields as Add Shift holds them; date, location and internal notes stay. */
function fillFrom(form: ShiftForm, template: ShiftTemplate) {
  const validate = { shouldValidate: form.formState.isSubmitted, shouldDirty: true };
  form.setValue('position', template.position, validate);
  form.setValue('specialty', template.specialty ?? '', validate);
  form.setValue('startTime', template.startTime, validate);
  form.setValue('endTime', template.endTime, validate);
  form.setValue('lunchMinutes', String(template.lunchMinutes), validate);
  form.setValue('notes', template.notes ?? '', validate);
  form.setValue('hourlyRate', centsToDollars(template.hourlyRateCents), validate);
  form.setValue('engagement', template.engagement, validate);
  form.setValue('paymentTerms', template.paymentTerms, validate);
}

/** What the picker says while it has nothing to choose from. */
function emptyPlaceholder(located: boolean, loading: boolean): string {
  if (!located) return 'Choose a location to use its templates';
  return loading ? 'Loading templates...' : 'No templates at this location yet';
}

/**
 * Issue #16 §1: 'Start from template' at the top of Add Shift. Choosing one fills the fields,
 * which stay editable. Issue #26 §8: the field holds its place whatever the location and while
 * its templates load (disabled, saying why), and 'Manage Templates' opens the location's Shift
 * Templates beside it. It sits outside Add Shift's <form>: a template form submitted in the
 * nested dialog must not bubble (through React's portal) into Create Shift.
 */
export function TemplatePicker({
  form,
  locations,
}: {
  form: ShiftForm;
  /** The locations Add Shift offers, to name the chosen one. */
  locations: { value: string; label: string }[];
}) {
  const locationId = useWatch({ control: form.control, name: 'locationId' });
  const templates = useShiftTemplates(locationId ? Number(locationId) : null);
  const [chosen, setChosen] = useState<{ locationId: string; templateId: string } | null>(null);
  const list = templates.data ?? [];
  const location = locations.find((option) => option.value === String(locationId));

  const options = list.map((template) => ({
    value: String(template.id),
    label: shiftTemplateSummary(template),
  }));
  return (
    <div className="grid gap-2">
      <div className="flex min-h-10 items-center justify-between gap-2 sm:min-h-8">
        <Label htmlFor={PICKER_ID}>Start from template</Label>
        {location ? (
          <ShiftTemplatesDialog
            location={{ id: Number(location.value), name: location.label }}
            label="Manage Templates"
          />
        ) : null}
      </div>
      <OptionSelect
        id={PICKER_ID}
        options={options}
        disabled={list.length === 0}
        value={chosen?.locationId === String(locationId) ? chosen.templateId : ''}
        placeholder={
          list.length === 0
            ? emptyPlaceholder(location !== undefined, templates.isPending)
            : 'Choose a template to fill the fields'
        }
        onValueChange={(templateId) => {
          const template = list.find((item) => String(item.id) === templateId);
          if (!template) return;
          setChosen({ locationId: String(locationId), templateId });
          fillFrom(form, template);
        }}
      />
    </div>
  );
}
