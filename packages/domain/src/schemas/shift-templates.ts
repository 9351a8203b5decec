import { z } from 'zod';
import { SHIFT_TEMPLATE_NAME_MAX_LENGTH } from '../constants.ts';
import { MESSAGES } from '../messages/general.ts';
import { SHIFT_TEMPLATE_MESSAGES } from '../messages/scheduling.ts';
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
});

/** POST and PATCH bodies and the template form: a whole template each time. */
export const shiftTemplatePayloadSchema = shiftTemplateFields
  .superRefine((template, ctx) => {
    const totalMinutes = clockToMinutes(template.endTime) - clockToMinutes(template.startTime);
    if (totalMinutes <= 0) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: MESSAGES.endAfterStart });
      return;
    }
    shiftPayloadRules({ ...template, totalMinutes }, ctx);
  })
  .transform((template) => ({ ...template, specialty: template.specialty ?? null }));
export type ShiftTemplatePayload = z.input<typeof shiftTemplatePayloadSchema>;
export type ShiftTemplateValues = z.output<typeof shiftTemplatePayloadSchema>;
