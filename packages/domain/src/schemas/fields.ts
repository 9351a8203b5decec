import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import {
  MAX_DATABASE_ID,
  NAME_MIN_LENGTH,
  NOTES_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../constants.ts';
import { normalizeUsPhone } from '../phone.ts';

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

export const emailField = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .pipe(z.email(MESSAGES.invalidEmail))
  .transform((value) => value.toLowerCase());

export const passwordField = z
  .string({ error: MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .max(200, 'Password must be at most 200 characters long');

export const personNameField = z
  .string({ error: MESSAGES.nameRequired })
  .trim()
  .min(1, MESSAGES.nameRequired)
  .min(NAME_MIN_LENGTH, MESSAGES.nameTooShort)
  .max(100, 'Name must be at most 100 characters');

export const usPhoneField = z
  .string({ error: MESSAGES.invalidPhone })
  .trim()
  .refine((value) => normalizeUsPhone(value) !== null, MESSAGES.invalidPhone)
  .transform((value) => normalizeUsPhone(value) as string);

/** Empty means "no phone"; anything else must be a US number. */
export const optionalUsPhoneField = z
  .string()
  .trim()
  .optional()
  .nullable()
  .refine((value) => !value || normalizeUsPhone(value) !== null, MESSAGES.invalidPhone)
  .transform((value) => (value ? normalizeUsPhone(value) : null));

export const notesField = z
  .string()
  .max(NOTES_MAX_LENGTH, MESSAGES.notesTooLong)
  .optional()
  .nullable()
  .transform((value) => (value?.trim() ? value.trim() : null));

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

/** An id of a row: a larger number cannot name one, and the database would refuse to compare it. */
export const databaseId = () => z.coerce.number().int().positive().max(MAX_DATABASE_ID);

export const idField = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_DATABASE_ID, message);

export const idParam = z.object({ id: databaseId() });
