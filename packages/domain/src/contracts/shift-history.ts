import { z } from 'zod';
import { SHIFT_EDIT_FIELDS } from '../shift-edits.ts';
import { SHIFT_EVENT_KINDS } from '../shift-history.ts';

const personSchema = z.object({ id: z.number(), name: z.string() });

/** One edited field of a shift, as its history keeps it (issue #16 §4). */
export const shiftEventChangeSchema = z.object({
  field: z.enum(SHIFT_EDIT_FIELDS),
  from: z.union([z.string(), z.number()]).nullable(),
  to: z.union([z.string(), z.number()]).nullable(),
});

/** An entry of GET /shifts/:shiftId/history. */
export const shiftEventSchema = z.object({
  id: z.number(),
  kind: z.enum(SHIFT_EVENT_KINDS),
  /** Who acted; null for the system (an offer left to expire, a request declined as filled). */
  actor: personSchema.nullable(),
  /** The person whose request the entry is about; null for the shift's own entries. */
  subject: personSchema.nullable(),
  requestId: z.number().nullable(),
  /** A cancellation's reason as written, or a system decline's DeclineReason. */
  reason: z.string().nullable(),
  /** An edit's fields, old and new; null for every other kind. */
  changes: z.array(shiftEventChangeSchema).nullable(),
  createdAt: z.string(),
});
export type ShiftEvent = z.infer<typeof shiftEventSchema>;
