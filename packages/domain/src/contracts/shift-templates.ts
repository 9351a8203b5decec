import { z } from 'zod';
import { SHIFT_POSITIONS, SPECIALTIES } from '../constants.ts';
import { ENGAGEMENTS, PAYMENT_TERMS } from '../pay/rates.ts';

/** GET /locations/:locationId/shift-templates, and the answer of POST and PATCH (issue #16 §1). */
export const shiftTemplateSchema = z.object({
  id: z.number(),
  locationId: z.number(),
  name: z.string(),
  position: z.enum(SHIFT_POSITIONS),
  specialty: z.enum(SPECIALTIES).nullable(),
  /** 'HH:MM' (24 h), as Add Shift's time pickers hold them. */
  startTime: z.string(),
  endTime: z.string(),
  lunchMinutes: z.number(),
  notes: z.string().nullable(),
  /** Issue #28 §1: the pay it fills Add Shift with; integer cents, null for no rate shown. */
  hourlyRateCents: z.number().int().nullable(),
  engagement: z.enum(ENGAGEMENTS),
  paymentTerms: z.enum(PAYMENT_TERMS),
});
export type ShiftTemplate = z.infer<typeof shiftTemplateSchema>;
