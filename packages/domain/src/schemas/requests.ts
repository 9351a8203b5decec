import { z } from 'zod';
import { CANCEL_REASON_MAX_LENGTH, SPECIALTIES, SPECIALTY_SHIFT_POSITION } from '../constants.ts';
import { MESSAGES } from '../messages/general.ts';
import { REQUEST_MESSAGES } from '../messages/requests.ts';
import { rateCentsField, rateDollarsField } from '../pay/rates.ts';
import { clockToMinutes } from './shifts.ts';
import { boundedDateYears, idField, notesField, singleLineText } from './fields.ts';

/** Specialty shifts ask whether the professional has the experience (SPEC §5). */
export function requiresExperience(shift: {
  position: string;
  specialty?: string | null;
}): boolean {
  return (
    shift.position === SPECIALTY_SHIFT_POSITION ||
    SPECIALTIES.includes(shift.position as never) ||
    SPECIALTIES.includes(shift.specialty as never)
  );
}

export function requestShiftFormSchema(needsExperience: boolean) {
  return z
    .object({
      partial: z.boolean(),
      startTime: z.string().optional(),
      endTime: z.string().optional(),
      experience: z.enum(['yes', 'no']).optional(),
      notes: notesField,
      /** Issue #28 §2: 'Propose a rate', in dollars; blank proposes none (the posted rate). */
      proposedRate: rateDollarsField.default(null),
    })
    .superRefine((form, ctx) => {
      if (form.partial) {
        if (!form.startTime) {
          ctx.addIssue({
            code: 'custom',
            path: ['startTime'],
            message: MESSAGES.startTimeRequired,
          });
        }
        if (!form.endTime) {
          ctx.addIssue({ code: 'custom', path: ['endTime'], message: MESSAGES.endTimeRequired });
        }
        if (
          form.startTime &&
          form.endTime &&
          clockToMinutes(form.endTime) <= clockToMinutes(form.startTime)
        ) {
          ctx.addIssue({ code: 'custom', path: ['endTime'], message: MESSAGES.endAfterStart });
        }
      }
      if (needsExperience && !form.experience) {
        ctx.addIssue({
          code: 'custom',
          path: ['experience'],
          message: MESSAGES.experienceUnanswered,
        });
      }
      if (needsExperience && form.experience === 'no') {
        ctx.addIssue({ code: 'custom', path: ['experience'], message: MESSAGES.experienceMissing });
      }
    });
}
export type RequestShiftForm = z.input<ReturnType<typeof requestShiftFormSchema>>;

export const createRequestPayloadSchema = z
  .object({
    startTime: boundedDateYears(
      z.iso.datetime({ offset: true, error: MESSAGES.startTimeRequired }),
    ).optional(),
    endTime: boundedDateYears(
      z.iso.datetime({ offset: true, error: MESSAGES.endTimeRequired }),
    ).optional(),
    notes: notesField,
    /** Issue #28 §2: the rate the person proposes, integer cents; absent or null: none. */
    proposedRateCents: rateCentsField.nullish(),
  })
  .superRefine((payload, ctx) => {
    if (payload.startTime && !payload.endTime) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: MESSAGES.endTimeRequired });
    }
    if (payload.endTime && !payload.startTime) {
      ctx.addIssue({ code: 'custom', path: ['startTime'], message: MESSAGES.startTimeRequired });
    }
    if (
      payload.startTime &&
      payload.endTime &&
      Date.parse(payload.endTime) <= Date.parse(payload.startTime)
    ) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: MESSAGES.endAfterStart });
    }
  });
/** POST /shifts/:id/requests: part-shift instants (ISO, both or neither), notes, a proposed rate. */
export type RequestShiftPayload = z.input<typeof createRequestPayloadSchema>;

/**
 * Assign to user's two ways (issue #26 §10): 'confirm' confirms the person at once; 'offer'
 * offers them the shift with the organization's response time to answer, as Offer Shift does.
 */
export const ASSIGN_MODES = ['confirm', 'offer'] as const;
export type AssignMode = (typeof ASSIGN_MODES)[number];

export const assignUserSchema = z.object({
  userId: idField(MESSAGES.userRequired),
  notes: notesField,
  mode: z.enum(ASSIGN_MODES, { error: REQUEST_MESSAGES.assignModeInvalid }).default('confirm'),
  /** Issue #28 §2: the rate of the assignment or offer, integer cents; absent: the posted rate. */
  rateCents: rateCentsField.nullish(),
});
export type AssignUserForm = z.input<typeof assignUserSchema>;
export type AssignUserPayload = z.output<typeof assignUserSchema>;

/**
 * PATCH /shifts/:shiftId/requests/:requestId/offer (issue #28 §2): the rate offered, integer
 * cents; absent (or no body): the shift's posted rate.
 */
export const offerRequestPayloadSchema = z.object({ rateCents: rateCentsField.nullish() });
export type OfferRequestPayload = z.input<typeof offerRequestPayloadSchema>;

/** PATCH /shifts/:shiftId/requests/:requestId/cancel: why the confirmed shift is cancelled. */
export const cancelRequestPayloadSchema = z.object({
  reason: singleLineText('Reason', REQUEST_MESSAGES.cancelReasonRequired, CANCEL_REASON_MAX_LENGTH),
});
export type CancelRequestPayload = z.input<typeof cancelRequestPayloadSchema>;
