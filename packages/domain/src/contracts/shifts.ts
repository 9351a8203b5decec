import { z } from 'zod';
import { CREDENTIAL_CHIPS } from '../credentials.ts';
import { ELIGIBILITY_REASONS } from '../eligibility.ts';
import { ENGAGEMENTS, PAYMENT_TERMS } from '../pay/rates.ts';
import { OCCURRENCE_STATUSES } from '../repeat-shifts.ts';
import { DECLINE_REASONS, REQUEST_STATUSES, SHIFT_POSITIONS, SHIFT_STATES } from '../constants.ts';

/** A shift of GET /shifts, of the dashboard's lists, and the base of its details. */
export const shiftListItemSchema = z.object({
  id: z.number(),
  /** The UTC instant of the start. */
  date: z.string(),
  /** 'YYYY-MM-DD' on the clocks of the shift's own timezone. */
  localDate: z.string(),
  totalMinutes: z.number(),
  lunchMinutes: z.number(),
  position: z.enum(SHIFT_POSITIONS),
  specialty: z.string().nullable(),
  timezone: z.string(),
  locationId: z.number(),
  locationName: z.string(),
  locationNumber: z.string(),
  organizationId: z.number(),
  organizationName: z.string(),
  /** The location's: every location has coordinates. */
  latitude: z.number(),
  longitude: z.number(),
  status: z.enum(SHIFT_STATES),
  /** SPEC §6's restricted view, as the server decides it for the signed-in user. */
  restricted: z.boolean(),
  /** Live requests and offers; null where SPEC §6 hides the counts line. */
  requests: z.number().nullable(),
  offers: z.number().nullable(),
  /**
   * A live offer's deadline (issue #26 §1): the soonest for those who see the counts, the
   * viewer's own in the restricted view; null without one.
   */
  offerExpiresAt: z.string().nullable(),
  confirmed: z.number(),
  /**
   * The confirmed request's part-shift hours (UTC instants); null without a confirmation or for
   * one of the whole shift. shiftCoverage reads the covered window and the open gaps from them.
   */
  confirmedStartTime: z.string().nullable(),
  confirmedEndTime: z.string().nullable(),
  /** The confirmed person's name for a manager of the shift; null otherwise (SPEC §6). */
  confirmedName: z.string().nullable(),
  /**
   * Issue #28 §1: the posted hourly rate in integer cents (null: not shown), the engagement and
   * the payment terms; the restricted view carries them too, so a professional sees the pay
   * before asking.
   */
  hourlyRateCents: z.number().int().nullable(),
  engagement: z.enum(ENGAGEMENTS),
  paymentTerms: z.enum(PAYMENT_TERMS),
  /** Only when a point was sent. */
  distanceMiles: z.number().optional(),
});
export type ShiftListItem = z.infer<typeof shiftListItemSchema>;

/** GET /shifts/:id and POST /shifts; internalNotes is null in the restricted view. */
export const shiftDetailSchema = shiftListItemSchema.extend({
  notes: z.string().nullable(),
  internalNotes: z.string().nullable(),
  /** The series a repeating posting made it part of (issue #16 §1); null for a single post. */
  seriesId: z.string().nullable(),
  /**
   * Issue #26 §4: the open shifts already posted for its uncovered hours (UTC instants of each
   * gap), soonest first, for those who may post them; empty otherwise (and in an answer cached
   * before the field existed).
   */
  uncoveredShifts: z
    .array(z.object({ id: z.number(), start: z.string(), end: z.string() }))
    .default([]),
});
export type ShiftDetail = z.infer<typeof shiftDetailSchema>;

/** One reason a person may not work a shift (issue #24 §1), in the words of who reads it. */
export const eligibilityReasonSchema = z.object({
  rule: z.enum(ELIGIBILITY_REASONS),
  message: z.string(),
});

/** A request of a shift; startTime and endTime are part-shift instants or null. */
export const shiftRequestSchema = z.object({
  id: z.number(),
  shiftId: z.number(),
  employeeId: z.number(),
  employeeName: z.string(),
  status: z.enum(REQUEST_STATUSES),
  declined: z.boolean(),
  updatedAt: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  notes: z.string().nullable(),
  /** What the manager wrote when assigning the shift; `notes` stay the person's own. */
  managerNotes: z.string().nullable(),
  /** An open offer's deadline (issue #14); null when not offered. */
  offerExpiresAt: z.string().nullable(),
  /** Why a declined request is declined, when the system or a cancellation declined it. */
  declineReason: z.enum(DECLINE_REASONS).nullable(),
  cancelReason: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /**
   * When the person asked for the shift, the card's 'Applied on' (issue #26 §3): an offer, an
   * answer or a cancellation never moves it; asking again after a withdrawal does.
   */
  requestedAt: z.string(),
  /** The person's late cancellations in the last 90 days; null for the restricted view. */
  lateCancellations: z.number().nullable(),
  /**
   * Issue #28 §2, integer cents: the rate the person proposed when asking (null: the posted
   * one), the rate of the offer (null until offered) and the rate agreed on confirming (null
   * until confirmed; it never changes afterwards).
   */
  proposedRateCents: z.number().int().nullable(),
  offeredRateCents: z.number().int().nullable(),
  agreedRateCents: z.number().int().nullable(),
});
export type ShiftRequest = z.infer<typeof shiftRequestSchema>;

/**
 * GET /shifts/:shiftId/requests: each request with why its person may not work the shift
 * (issue #24 §1; live requests only, empty otherwise; always sent, optional for the answers of
 * the other request routes the web keeps in the same list): naming them for the shift's
 * managers, in their own words for the person. The card then offers no Offer Shift or Accept
 * Offer.
 */
export const shiftRequestListItemSchema = shiftRequestSchema.extend({
  notEligible: z.array(eligibilityReasonSchema).optional(),
  /**
   * The person's credential state for the shift (issue #27 §3), the card's chip: null when
   * nothing is asked of them (a Front Desk shift, the check off or not for them); sent only to
   * the shift's managers, optional like notEligible.
   */
  credentialChip: z.enum(CREDENTIAL_CHIPS).nullable().optional(),
});
export type ShiftRequestListItem = z.infer<typeof shiftRequestListItemSchema>;

/** POST /shifts/:shiftId/uncovered-hours: the open shifts posted, one per gap, soonest first. */
export const uncoveredHoursAnswerSchema = z.array(shiftDetailSchema);

/**
 * GET /shifts/:shiftId/assignable-users: a person the Assign dialog offers, with what the
 * manager weighs: whether their job title fits the shift (jobTitleFitsShift), whether they asked
 * for it (a live request), whether they are confirmed on another shift at that time, and every
 * reason they may not be assigned (eligibility, naming them; empty when they may).
 */
export const assignableUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  jobTitle: z.string(),
  fits: z.boolean(),
  requestedThisShift: z.boolean(),
  bookedAtThatTime: z.boolean(),
  notAssignable: z.array(eligibilityReasonSchema),
  /** Their credential state for the shift (issue #27 §3); null when nothing is asked of them. */
  credentialChip: z.enum(CREDENTIAL_CHIPS).nullable(),
});
export type AssignableUser = z.infer<typeof assignableUserSchema>;

/**
 * GET /shifts/:shiftId/eligibility (issue #24 §1): why the signed-in person may not work the
 * shift, each reason in their words (eligibility's forPerson); empty when they may. The shift
 * page shows them in place of Request Shift, with `credentialShortfall` (issue #27 §3): every
 * credential the shift needs that they lack, 'To work this shift you need …'; null when none.
 */
export const shiftEligibilitySchema = z.object({
  reasons: z.array(eligibilityReasonSchema),
  credentialShortfall: z.string().nullable(),
});
export type ShiftEligibility = z.infer<typeof shiftEligibilitySchema>;

/** POST /shifts/preview: every shift a repeat would post, in order, with its mark (issue #16 §1). */
export const shiftOccurrenceSchema = z.object({
  date: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(OCCURRENCE_STATUSES),
});
export const shiftPreviewSchema = z.object({ occurrences: z.array(shiftOccurrenceSchema) });
export type ShiftPreview = z.infer<typeof shiftPreviewSchema>;

/** POST /shifts/series: the series posted, its shifts' ids soonest first, and what was left out. */
export const shiftSeriesAnswerSchema = z.object({
  seriesId: z.string(),
  shiftIds: z.array(z.number()),
  skipped: z.array(shiftOccurrenceSchema),
});
export type ShiftSeriesAnswer = z.infer<typeof shiftSeriesAnswerSchema>;

/** POST /shifts/copy-week/preview: the shifts a copy would post, soonest first, marked. */
export const copiedShiftSchema = shiftOccurrenceSchema.extend({
  sourceShiftId: z.number(),
  locationId: z.number(),
  locationName: z.string(),
  position: z.enum(SHIFT_POSITIONS),
  timezone: z.string(),
});
export const copyWeekPreviewSchema = z.object({ shifts: z.array(copiedShiftSchema) });
export type CopyWeekPreview = z.infer<typeof copyWeekPreviewSchema>;

/** POST /shifts/copy-week: the shifts posted, soonest first, and those left out. */
export const copyWeekAnswerSchema = z.object({
  shiftIds: z.array(z.number()),
  skipped: z.array(copiedShiftSchema),
});
export type CopyWeekAnswer = z.infer<typeof copyWeekAnswerSchema>;

/** DELETE /shifts/:id?scope=following: the shifts deleted and the confirmed ones spared. */
export const shiftDeleteAnswerSchema = z.object({
  deleted: z.array(z.number()),
  spared: z.array(z.number()),
});
