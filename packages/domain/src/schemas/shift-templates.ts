import { z } from 'zod';
import { SHIFT_TEMPLATE_NAME_MAX_LENGTH } from '../constants.ts';
import { MESSAGES } from '../messages/general.ts';
import { SHIFT_TEMPLATE_MESSAGES } from '../messages/scheduling.ts';
import { shiftPayFormFields, shiftPayPayloadFields, withPayDefaults } from '../pay/rates.ts';
import { notesField, singleLineRule } from './fields.ts';
import {
  clockToMinutes,
  endTimeField,
  lunchMinutesField,
  shiftPayloadRules,
  shiftPositionField,
  specialtyField,
  startTimeField,
} from './shifts.ts';

/**
 * Issue #16 §1: a template is Add Shift's fields without a date or a location, plus a name. Its
 * fields and the rules between them are Add Shift's own, so a template always fills a valid form.
 */
const shiftTemplateFields = z.object({
  name: z
    .string({ error: SHIFT_TEMPLATE_MESSAGES.nameRequired })
    .trim()
    .min(1, SHIFT_TEMPLATE_MESSAGES.nameRequired)
    .max(SHIFT_TEMPLATE_NAME_MAX_LENGTH, SHIFT_TEMPLATE_MESSAGES.nameTooLong)
    .superRefine(singleLineRule('Template name')),
  position: shiftPositionField,
  // A select left empty sends '' (the form) or null (the API): both are no specialty.
  specialty: z.preprocess(
    (value) => (value === '' ? null : value),
    specialtyField.nullable().optional(),
  ),
  startTime: startTimeField,
  endTime: endTimeField,
  lunchMinutes: lunchMinutesField,
  notes: notesField,
  /** Issue #28 §1: the pay a template fills Add Shift with; absent is no rate, W-2, Net 15. */
  ...shiftPayPayloadFields,
});

/** Add Shift's rules between a template's fields. */
function templateRules(
  template: z.output<typeof shiftTemplateFields> | z.output<typeof shiftTemplateFormFields>,
  ctx: z.RefinementCtx,
) {
  const totalMinutes = clockToMinutes(template.endTime) - clockToMinutes(template.startTime);
  if (totalMinutes <= 0) {
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: MESSAGES.endAfterStart });
    return;
  }
  shiftPayloadRules({ ...template, totalMinutes }, ctx);
}

/** The template form: the rate typed in dollars (issue #28 §1), as in Add Shift. */
const shiftTemplateFormFields = shiftTemplateFields
  .omit({ hourlyRateCents: true })
  .extend(shiftPayFormFields);

/** POST and PATCH bodies: a whole template each time. */
export const shiftTemplatePayloadSchema = shiftTemplateFields
  .superRefine(templateRules)
  .transform((template) => withPayDefaults({ ...template, specialty: template.specialty ?? null }));
export type ShiftTemplatePayload = z.input<typeof shiftTemplatePayloadSchema>;
export type ShiftTemplateValues = z.output<typeof shiftTemplatePayloadSchema>;

/** The template form, whose answer is the POST or PATCH body. */
export const shiftTemplateFormSchema = shiftTemplateFormFields
  .superRefine(templateRules)
  .transform(({ hourlyRate, ...template }): ShiftTemplatePayload => ({
    ...template,
    hourlyRateCents: hourlyRate,
  }));
export type ShiftTemplateForm = z.input<typeof shiftTemplateFormSchema>;
