import { lunchLabel } from './constants.ts';
import { ENGAGEMENT_LABELS, PAY_MESSAGES, PAYMENT_TERMS_LABELS } from './messages/pay.ts';
import { SHIFT_EDIT_FIELD_LABELS, SHIFT_EDIT_MESSAGES } from './messages/shift-edits.ts';
import { formatHourlyRate, type Engagement, type PaymentTerms } from './pay/rates.ts';
import { addMinutesToClock, formatClock12 } from './time.ts';
import { localClockOf, localDateOf } from './zoned-time.ts';

/** A shift's facts as Add Shift's payload states them: its start as a local 'YYYY-MM-DDTHH:MM'. */
export interface EditableShift {
  date: string;
  totalMinutes: number;
  lunchMinutes: number;
  position: string;
  specialty: string | null;
  notes: string | null;
  internalNotes: string | null;
  /** The shift's pay (issue #28 §1). */
  hourlyRateCents: number | null;
  engagement: Engagement;
  paymentTerms: PaymentTerms;
}

/** What an edit may change (issue #16 §2), as the shift's history and notices name it. */
export const SHIFT_EDIT_FIELDS = [
  'date',
  'startTime',
  'endTime',
  'lunchMinutes',
  'position',
  'specialty',
  'notes',
  'internalNotes',
  'hourlyRateCents',
  'engagement',
  'paymentTerms',
] as const;
export type ShiftEditField = (typeof SHIFT_EDIT_FIELDS)[number];

export interface ShiftChange {
  field: ShiftEditField;
  from: string | number | null;
  to: string | number | null;
}

/** Notes may change on a confirmed shift; nothing else may. */
const NOTE_FIELDS: ReadonlySet<ShiftEditField> = new Set(['notes', 'internalNotes']);

/** A shift's pay (issue #28 §1), which never changes once someone is confirmed. */
const PAY_FIELDS: ReadonlySet<ShiftEditField> = new Set([
  'hourlyRateCents',
  'engagement',
  'paymentTerms',
]);

/** The start of a stored shift on its location's clock, as Add Shift's payload writes it. */
export function localShiftStart(startsAt: Date | string, timeZone: string): string {
  return `${localDateOf(startsAt, timeZone)}T${localClockOf(startsAt, timeZone)}`;
}

function comparable(shift: EditableShift): Record<ShiftEditField, string | number | null> {
  const startTime = shift.date.slice(11);
  return {
    date: shift.date.slice(0, 10),
    startTime,
    endTime: addMinutesToClock(startTime, shift.totalMinutes),
    lunchMinutes: shift.lunchMinutes,
    position: shift.position,
    specialty: shift.specialty,
    notes: shift.notes,
    internalNotes: shift.internalNotes,
    hourlyRateCents: shift.hourlyRateCents,
    engagement: shift.engagement,
    paymentTerms: shift.paymentTerms,
  };
}

/** The fields an edit changes, each with its value before and after, in SHIFT_EDIT_FIELDS order. */
export function shiftChanges(before: EditableShift, after: EditableShift): ShiftChange[] {
  const from = comparable(before);
  const to = comparable(after);
  return SHIFT_EDIT_FIELDS.filter((field) => from[field] !== to[field]).map((field) => ({
    field,
    from: from[field],
    to: to[field],
  }));
}

/** Does the edit move the shift or change who can work it (more than its notes)? */
export function reschedules(changes: readonly ShiftChange[]): boolean {
  return changes.some((change) => !NOTE_FIELDS.has(change.field));
}

/** What may still be edited: everything while no one is confirmed, then the notes; nothing once started. */
export type ShiftEditability = 'all' | 'notes' | 'none';

export function shiftEditability(
  shift: { startsAt: Date | string; confirmed: number },
  now: Date,
): ShiftEditability {
  if (new Date(shift.startsAt).getTime() <= now.getTime()) return 'none';
  return shift.confirmed > 0 ? 'notes' : 'all';
}

/** Why an edit is refused in the shift's present state (409), or null when it may go ahead. */
export function shiftEditRefusal(
  shift: { startsAt: Date | string; confirmed: number },
  changes: readonly ShiftChange[],
  now: Date,
): string | null {
  const editable = shiftEditability(shift, now);
  if (editable === 'none') return SHIFT_EDIT_MESSAGES.startedCannotBeEdited;
  if (editable === 'notes' && changes.some((change) => PAY_FIELDS.has(change.field)))
    return PAY_MESSAGES.confirmedPayCannotChange;
  if (editable === 'notes' && reschedules(changes)) return SHIFT_EDIT_MESSAGES.confirmedNotesOnly;
  return null;
}

/**
 * Does a request still fit a shift moved to new hours? A request for the whole shift follows
 * it; one for part of it fits while its hours lie inside the shift's.
 */
export function requestFitsShift(
  request: { startTime: Date | string | null; endTime: Date | string | null },
  shift: { startsAt: Date | string; endsAt: Date | string },
): boolean {
  if (!request.startTime || !request.endTime) return true;
  return (
    new Date(request.startTime).getTime() >= new Date(shift.startsAt).getTime() &&
    new Date(request.endTime).getTime() <= new Date(shift.endsAt).getTime()
  );
}

/** A calendar date 'YYYY-MM-DD' as 'Tue, Dec 8' (the date itself, no timezone involved). */
function formatCalendarDate(value: string): string {
  return new Date(`${value}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
}

function formatValue(field: ShiftEditField, value: string | number | null): string {
  if (field === 'hourlyRateCents') return formatHourlyRate(value === null ? null : Number(value));
  if (value === null || value === '') return 'none';
  if (field === 'date') return formatCalendarDate(String(value));
  if (field === 'startTime' || field === 'endTime') return formatClock12(String(value));
  if (field === 'lunchMinutes') return lunchLabel(Number(value));
  if (field === 'engagement') return ENGAGEMENT_LABELS[value as Engagement];
  if (field === 'paymentTerms') return PAYMENT_TERMS_LABELS[value as PaymentTerms];
  return String(value);
}

/** One change in words: 'Start 8:00 AM → 9:00 AM'; notes only say that they changed. */
export function formatShiftChange(change: ShiftChange): string {
  const label = SHIFT_EDIT_FIELD_LABELS[change.field];
  if (NOTE_FIELDS.has(change.field)) return `${label} changed`;
  return `${label} ${formatValue(change.field, change.from)} → ${formatValue(change.field, change.to)}`;
}

/** An edit's changes in one line, for notices and emails. */
export function formatShiftChanges(changes: readonly ShiftChange[]): string {
  return changes.map(formatShiftChange).join(', ');
}
