import { z } from 'zod';
import {
  LUNCH_MINUTES,
  SHIFT_POSITIONS,
  SPECIALTIES,
  SPECIALTY_SHIFT_POSITION,
  type ShiftPosition,
} from '../constants.ts';
import { MESSAGES, SHIFT_MESSAGES } from '../messages/general.ts';
import { PAY_MESSAGES } from '../messages/pay.ts';
import {
  rateCentsField,
  shiftPayFormFields,
  shiftPayPayloadFields,
  withPayDefaults,
} from '../pay/rates.ts';
import {
  boundedDateYears,
  calendarYearField,
  databaseId,
  idField,
  isCalendarDate,
  notesField,
} from './fields.ts';

const MINUTES_PER_DAY = 24 * 60;
const clockTime = /^([01]\d|2[0-3]):[0-5]\d$/;
const localDate = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export const shiftPositionField = z.enum(SHIFT_POSITIONS, { error: MESSAGES.positionRequired });
export const specialtyField = z.enum(SPECIALTIES, { error: MESSAGES.specialtyRequired });
/** An empty select ('' or null) is no choice, not 0 minutes (which is 'No Lunch'). */
export const lunchMinutesField = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce
    .number({ error: MESSAGES.lunchRequired })
    .refine(
      (value) => (LUNCH_MINUTES as readonly number[]).includes(value),
      MESSAGES.lunchRequired,
    ),
);

/** 'HH:MM' (24 h) to minutes after midnight. */
export function clockToMinutes(value: string): number {
  const [hours, minutes] = value.split(':').map(Number);
  return hours * 60 + minutes;
}

export const startTimeField = z
  .string({ error: MESSAGES.startTimeRequired })
  .regex(clockTime, MESSAGES.startTimeRequired);
export const endTimeField = z
  .string({ error: MESSAGES.endTimeRequired })
  .regex(clockTime, MESSAGES.endTimeRequired);

const shiftFormFields = z.object({
  position: shiftPositionField,
  specialty: z.string().optional(),
  date: z.string({ error: MESSAGES.dateRequired }).regex(localDate, MESSAGES.dateRequired),
  startTime: startTimeField,
  endTime: endTimeField,
  locationId: idField(MESSAGES.locationRequired),
  lunchMinutes: lunchMinutesField,
  notes: notesField,
  internalNotes: notesField,
  /** Issue #28 §1: the rate in dollars as typed ('' is not shown), read into cents. */
  ...shiftPayFormFields,
});

/**
 * The cross-field rules run as soon as the fields they read are valid (zod's `when`), so the
 * first submit shows them beside the other messages.
 */
export const createShiftFormSchema = shiftFormFields
  .refine(
    (form) =>
      form.position !== SPECIALTY_SHIFT_POSITION || SPECIALTIES.includes(form.specialty as never),
    {
      path: ['specialty'],
      message: MESSAGES.specialtyRequired,
      when: ({ value }) => shiftFormFields.pick({ position: true }).safeParse(value).success,
    },
  )
  .refine((form) => clockToMinutes(form.endTime) > clockToMinutes(form.startTime), {
    path: ['endTime'],
    message: MESSAGES.endAfterStart,
    when: ({ value }) =>
      shiftFormFields.pick({ startTime: true, endTime: true }).safeParse(value).success,
  });
export type CreateShiftForm = z.input<typeof createShiftFormSchema>;

/** Add Shift's payload fields (SPEC §3); the rules between them are shiftPayloadRules. */
const shiftPayloadFields = z.object({
  locationId: idField(MESSAGES.locationRequired),
  date: boundedDateYears(
    z
      .string({ error: MESSAGES.dateRequired })
      .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, MESSAGES.dateRequired)
      .refine((value) => isCalendarDate(value.slice(0, 10)), MESSAGES.dateRequired),
  ),
  position: shiftPositionField,
  specialty: specialtyField.nullable().optional(),
  totalMinutes: z.coerce
    .number({ error: MESSAGES.endTimeRequired })
    .int(MESSAGES.endTimeRequired)
    .min(1, MESSAGES.endAfterStart)
    .max(MINUTES_PER_DAY, 'A shift lasts at most 24 hours'),
  lunchMinutes: lunchMinutesField,
  notes: notesField,
  internalNotes: notesField,
  /** Issue #28 §1: integer cents, null (or absent) for 'not shown'. */
  ...shiftPayPayloadFields,
});

/**
 * The rules between Add Shift's fields, which an edit merged with the shift and a shift template
 * (issue #16 §1) meet too.
 */
export function shiftPayloadRules(
  payload: {
    position: ShiftPosition;
    specialty?: string | null;
    totalMinutes: number;
    lunchMinutes: number;
  },
  ctx: z.RefinementCtx,
) {
  if (payload.position === SPECIALTY_SHIFT_POSITION && !payload.specialty) {
    ctx.addIssue({ code: 'custom', path: ['specialty'], message: MESSAGES.specialtyRequired });
  }
  // Said, not dropped: a specialty on another position is a mistake the sender should see.
  if (payload.position !== SPECIALTY_SHIFT_POSITION && payload.specialty) {
    ctx.addIssue({
      code: 'custom',
      path: ['specialty'],
      message: SHIFT_MESSAGES.specialtyOnlyForSpecialtyShifts,
    });
  }
  if (payload.lunchMinutes >= payload.totalMinutes) {
    ctx.addIssue({
      code: 'custom',
      path: ['lunchMinutes'],
      message: 'Lunch must be shorter than the shift',
    });
  }
}

/** The rules between Add Shift's fields, which an edit merged with the shift meets too. */
export const createShiftPayloadSchema = shiftPayloadFields
  .superRefine(shiftPayloadRules)
  .transform((payload) => withPayDefaults({ ...payload, specialty: payload.specialty ?? null }));
export type CreateShiftPayload = z.input<typeof createShiftPayloadSchema>;

/**
 * PATCH /shifts/:id (issue #16 §2): Add Shift's fields but the location, each optional. The
 * service merges them with the shift's present values and checks the whole against
 * createShiftPayloadSchema, so an edit meets exactly Add Shift's rules and messages.
 */
export const editShiftPayloadSchema = shiftPayloadFields.omit({ locationId: true }).partial();
export type EditShiftPayload = z.input<typeof editShiftPayloadSchema>;

/** Builds the API payload from a valid form (SPEC §3: local date 'T' HH:MM). */
export function shiftPayloadFromForm(
  form: z.output<typeof createShiftFormSchema>,
): CreateShiftPayload {
  return {
    locationId: form.locationId,
    date: `${form.date}T${form.startTime}`,
    position: form.position,
    specialty: form.position === SPECIALTY_SHIFT_POSITION ? (form.specialty as never) : null,
    totalMinutes: clockToMinutes(form.endTime) - clockToMinutes(form.startTime),
    lunchMinutes: form.lunchMinutes,
    notes: form.notes,
    internalNotes: form.internalNotes,
    hourlyRateCents: form.hourlyRate,
    engagement: form.engagement,
    paymentTerms: form.paymentTerms,
  };
}

/** Edit Shift's payload (issue #16 §2): Add Shift's but the location, which an edit never moves. */
export function editPayloadFromForm(
  form: z.output<typeof createShiftFormSchema>,
  notesOnly = false,
): EditShiftPayload {
  const payload = shiftPayloadFromForm(form);
  const { notes, internalNotes } = payload;
  if (notesOnly) return { notes, internalNotes };
  const { date, position, specialty, totalMinutes, lunchMinutes } = payload;
  const { hourlyRateCents, engagement, paymentTerms } = payload;
  return {
    ...{ date, position, specialty, totalMinutes, lunchMinutes, notes, internalNotes },
    ...{ hourlyRateCents, engagement, paymentTerms },
  };
}

export const shiftListQuerySchema = z.object({
  month: z.coerce.number().int().min(1).max(12),
  year: calendarYearField,
  status: z.enum(['Requested', 'Assigned', 'Unassigned']).optional(),
  organizationId: databaseId().optional(),
  locationId: databaseId().optional(),
  radius: z.coerce.number().positive().max(500).optional(),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  /**
   * Issue #28 §1: only shifts showing at least this hourly rate (integer cents); a shift whose
   * rate is not shown never matches a minimum.
   */
  minRateCents: z.coerce
    .number({ error: PAY_MESSAGES.rateWholeCents })
    .pipe(rateCentsField)
    .optional(),
  /** 'grid' widens the month to the 42 days of its calendar grid (calendarGridRange). */
  span: z.enum(['month', 'grid']).optional(),
});
