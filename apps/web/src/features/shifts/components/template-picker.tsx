import { shiftTemplateSummary, type ShiftTemplate } from '@chairside/domain';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Label } from '@/components/ui/label.tsx';
import { OptionSelect } from '@/components/ui/select.tsx';
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
}

/**
 * Issue #16 §1: 'Start from template' at the top of Add Shift, once the chosen location has
 * templates. Choosing one fills the fields, which stay editable.
 */
export function TemplatePicker({ form }: { form: ShiftForm }) {
  const locationId = useWatch({ control: form.control, name: 'locationId' });
  const templates = useShiftTemplates(locationId ? Number(locationId) : null);
  const [chosen, setChosen] = useState<{ locationId: string; templateId: string } | null>(null);
  const list = templates.data ?? [];
  if (list.length === 0) return null;

  const options = list.map((template) => ({
    value: String(template.id),
    label: shiftTemplateSummary(template),
  }));
  return (
    <div className="grid gap-2">
      <Label htmlFor={PICKER_ID}>Start from template</Label>
      <OptionSelect
        id={PICKER_ID}
        options={options}
        value={chosen?.locationId === String(locationId) ? chosen.templateId : ''}
        placeholder="Choose a template to fill the fields"
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
