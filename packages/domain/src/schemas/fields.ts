import { z } from 'zod';
import { AUTH_MESSAGES, MESSAGES, NAME_MESSAGES, SHIFT_MESSAGES } from '../messages/general.ts';
import {
  EARLIEST_DATE_YEAR,
  LATEST_DATE_YEAR,
  MAX_DATABASE_ID,
  NAME_MIN_LENGTH,
  NOTES_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../constants.ts';
import { normalizeUsPhone } from '../phone.ts';
import { hasInvisibleCharacter, hasLink } from './name-rule.ts';

/** Building blocks shared by the payload and form schemas. */
export const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, message);

/** A password-like value: required, never trimmed. */
export const requiredSecret = (message: string) => z.string({ error: message }).min(1, message);

export const optionalText = z
  .string()
  .trim()
  .optional()
  .nullable()
  .transform((value) => (value ? value : null));

/*
 * Text a person reads (a name in an email, an address on a page) holds no characters that
 * change how the text around it is laid out or read. A single line never holds:
 * - line breaks and every other C0 and C1 control (U+0000-001F, U+007F-009F; tabs included) and
 *   the Unicode line and paragraph separators (U+2028, U+2029): a name with a line break and a
 *   link was written into an email as a paragraph of its own;
 * - bidirectional embeddings, overrides and isolates (U+202A-202E, U+2066-2069), which show
 *   text in another order than it is stored ('\u202Egnp.exe' reads 'exe.png').
 * Line breaks and tabs at either end are trimmed away first, as all surrounding whitespace is.
 * Zero-width characters inside a name stay allowed (joiners in emoji and in Persian or Indic
 * names need them), but a value made only of invisible characters (White_Space or
 * Default_Ignorable_Code_Point) is no name at all.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for.
const SINGLE_LINE_REFUSED = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
/** Multi-line text (notes) keeps line feeds and carriage returns, and refuses the rest. */
const MULTI_LINE_REFUSED =
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for.
  /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const INVISIBLE_ONLY = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}]+$/u;

export const NOTES_CONTROL_CHARACTERS = 'Notes cannot contain tabs or control characters';

/** The messages of the single-line rule, for a field's label ('Name', 'City'). */
export const textRuleMessages = (field: string) => ({
  controlCharacters: `${field} cannot contain line breaks or control characters`,
  invisibleOnly: `${field} cannot be made only of invisible characters`,
});

/** The one rule of every name and single-line text field (see SINGLE_LINE_REFUSED). */
export function singleLineRule(field: string) {
  const messages = textRuleMessages(field);
  return (value: string | null | undefined, ctx: z.RefinementCtx) => {
    if (!value) return;
    if (SINGLE_LINE_REFUSED.test(value)) {
      ctx.addIssue({ code: 'custom', message: messages.controlCharacters });
    } else if (INVISIBLE_ONLY.test(value)) {
      ctx.addIssue({ code: 'custom', message: messages.invisibleOnly });
    }
  };
}

/**
 * The rule of every name (a person's, an invitee's, an organization's, a location's): the
 * single-line rule, then no invisible format character and no link or email address
 * (name-rule.ts). Names are written into our emails; a link there speaks with our voice.
 */
export function nameRule(field: string) {
  const singleLine = singleLineRule(field);
  return (value: string | null | undefined, ctx: z.RefinementCtx) => {
    if (!value) return;
    const issues = ctx.issues.length;
    singleLine(value, ctx);
    if (ctx.issues.length > issues) return;
    if (hasInvisibleCharacter(value)) {
      ctx.addIssue({ code: 'custom', message: NAME_MESSAGES.invisibleCharacters });
    } else if (hasLink(value)) {
      ctx.addIssue({ code: 'custom', message: NAME_MESSAGES.links });
    }
  };
}

/**
 * Any text as one line under the rule: each run of refused characters becomes one space. For
 * text written before the rule, where it is shown as one line (a name in an email).
 */
export function toSingleLine(text: string): string {
  return text.replace(new RegExp(`${SINGLE_LINE_REFUSED.source}+`, 'g'), ' ').trim();
}

/** A required single line of text: trimmed, 1 to `max` characters, under the single-line rule. */
export const singleLineText = (field: string, requiredMessage: string, max: number) =>
  requiredText(requiredMessage).pipe(z.string().max(max).superRefine(singleLineRule(field)));

/** A required name: trimmed, 1 to `max` characters, under the name rule (nameRule). */
export const nameText = (field: string, requiredMessage: string, max: number) =>
  requiredText(requiredMessage).pipe(z.string().max(max).superRefine(nameRule(field)));

/** An optional single line of text: blank is null; otherwise as singleLineText. */
export const optionalSingleLineText = (field: string, max: number) =>
  optionalText.pipe(z.string().max(max).nullable().superRefine(singleLineRule(field)));

export const emailField = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .pipe(z.email(MESSAGES.invalidEmail))
  .transform((value) => value.toLowerCase());

export const passwordField = z
  .string({ error: MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .max(200, AUTH_MESSAGES.passwordTooLong);

export const personNameField = z
  .string({ error: MESSAGES.nameRequired })
  .trim()
  .min(1, MESSAGES.nameRequired)
  .min(NAME_MIN_LENGTH, MESSAGES.nameTooShort)
  .max(100, 'Name must be at most 100 characters')
  .superRefine(nameRule('Name'));

export const usPhoneField = z
  .string({ error: MESSAGES.invalidPhone })
  .trim()
  .refine((value) => normalizeUsPhone(value) !== null, MESSAGES.invalidPhone)
  .transform((value) => normalizeUsPhone(value) as string);

/**
 * A phone that may be left out: absent (undefined) stays absent, so an update keeps the stored
 * number; null or empty means "no phone"; anything else must be a US number.
 */
export const optionalUsPhoneField = z
  .string()
  .trim()
  .optional()
  .nullable()
  .refine((value) => !value || normalizeUsPhone(value) !== null, MESSAGES.invalidPhone)
  .transform((value) => (value === undefined ? undefined : value ? normalizeUsPhone(value) : null));

/**
 * Notes are several lines: they keep their line breaks (a carriage return, alone or before a
 * line feed, is stored as a line feed) and refuse the other characters of the single-line rule.
 */
export const notesField = z
  .string()
  .max(NOTES_MAX_LENGTH, MESSAGES.notesTooLong)
  .refine((value) => !MULTI_LINE_REFUSED.test(value), NOTES_CONTROL_CHARACTERS)
  .optional()
  .nullable()
  .transform((value) => value?.replace(/\r\n?/g, '\n').trim() || null);

/**
 * Whether 'YYYY-MM-DD' is a day the calendar has (not 2031-02-30, not year 0): other days would
 * reach the database and fail there, or roll over into another day.
 */
export function isCalendarDate(day: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return false;
  const [year, month, date] = match.slice(1).map(Number);
  // setUTCFullYear, unlike Date.UTC, reads years 0 to 99 as they are.
  const value = new Date(0);
  value.setUTCFullYear(year, month - 1, date);
  return (
    year >= 1 &&
    value.getUTCFullYear() === year &&
    value.getUTCMonth() === month - 1 &&
    value.getUTCDate() === date
  );
}

/**
 * The one bound of every date a route takes, whatever its form ('YYYY-MM-DD', Add Shift's
 * 'YYYY-MM-DDTHH:MM', an ISO instant, a calendar month's year): years EARLIEST_DATE_YEAR to
 * LATEST_DATE_YEAR. The message for a year out of them, or null.
 */
export function dateYearRefusal(year: number): string | null {
  if (year > LATEST_DATE_YEAR) return SHIFT_MESSAGES.dateTooLate;
  if (year < EARLIEST_DATE_YEAR) return SHIFT_MESSAGES.dateTooEarly;
  return null;
}

/**
 * A text field whose first ten characters are a date ('YYYY-MM-DD…'), bounded by dateYearRefusal.
 * A text that is no calendar date is left to the field's own message.
 */
export function boundedDateYears<Field extends z.ZodType<string, string>>(field: Field): Field {
  return field.superRefine((value, ctx) => {
    const day = value.slice(0, 10);
    const refusal = isCalendarDate(day) ? dateYearRefusal(Number(day.slice(0, 4))) : null;
    if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
  });
}

/** A calendar date field, 'YYYY-MM-DD', in the years every route takes. */
export const calendarDateField = boundedDateYears(
  z.string({ error: MESSAGES.dateRequired }).refine(isCalendarDate, MESSAGES.dateRequired),
);

/** A calendar month's year (GET /shifts?year=), in the same years as every date. */
export const calendarYearField = z.coerce
  .number()
  .int()
  .superRefine((year, ctx) => {
    const refusal = dateYearRefusal(year);
    if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
  });

/** An id of a row: a larger number cannot name one, and the database would refuse to compare it. */
export const databaseId = () => z.coerce.number().int().positive().max(MAX_DATABASE_ID);

/** An id in a JSON body: a number as sent (no `true` read as 1), bounded like `databaseId`. */
export const jsonId = () => z.number().int().positive().max(MAX_DATABASE_ID);

export const idField = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_DATABASE_ID, message);

export const idParam = z.object({ id: databaseId() });
