import { z } from 'zod';
import { STATE_CODES } from '../constants.ts';
import {
  CREDENTIAL_NUMBER_MAX_LENGTH,
  CREDENTIAL_REVIEW_FILTERS,
  CREDENTIAL_TYPES,
  credentialHasState,
  credentialToday,
  type CredentialType,
} from '../credentials.ts';
import { CREDENTIAL_MESSAGES } from '../messages/credentials.ts';
import { calendarDateField, databaseId, requiredText, singleLineRule } from './fields.ts';
import { pageQueryFields } from './lists.ts';

const typeField = z.enum(CREDENTIAL_TYPES, { error: CREDENTIAL_MESSAGES.unknownType });

/** A US state code, or none: '' (an unchosen select) and null both mean none. */
const stateField = z
  .union([z.enum(STATE_CODES), z.literal(''), z.null()], {
    error: CREDENTIAL_MESSAGES.stateRequired,
  })
  .transform((code) => code || null);

/** One line of 1 to CREDENTIAL_NUMBER_MAX_LENGTH characters, trimmed. */
const numberField = requiredText(CREDENTIAL_MESSAGES.numberRequired).pipe(
  z
    .string()
    .max(CREDENTIAL_NUMBER_MAX_LENGTH, CREDENTIAL_MESSAGES.numberTooLong)
    .superRefine(singleLineRule('Number')),
);

/** The printed expiry date, valid through that day: never one already past (credentialToday). */
const expiresOnField = calendarDateField.refine(
  (day) => day >= credentialToday(),
  CREDENTIAL_MESSAGES.alreadyExpired,
);

/**
 * The issuing state a credential of `type` keeps: a CPR/BLS card has none, so a state sent with
 * it is dropped (a form that hid its state select may still hold one); every other type needs
 * one (undefined: none was given).
 */
export function settledStateCode(type: CredentialType, stateCode: string | null) {
  if (!credentialHasState(type)) return null;
  return stateCode ?? undefined;
}

/** POST /users/me/credentials (and the Add Credential form). */
export const credentialPayloadSchema = z
  .object({
    type: typeField,
    stateCode: stateField.optional().transform((code) => code ?? null),
    number: numberField,
    expiresOn: expiresOnField,
  })
  .transform((fields, ctx) => {
    const stateCode = settledStateCode(fields.type, fields.stateCode);
    if (stateCode !== undefined) return { ...fields, stateCode };
    ctx.addIssue({
      code: 'custom',
      path: ['stateCode'],
      message: CREDENTIAL_MESSAGES.stateRequired,
    });
    return z.NEVER;
  });
export type CredentialForm = z.input<typeof credentialPayloadSchema>;
export type CredentialPayload = z.output<typeof credentialPayloadSchema>;

/**
 * PATCH /users/me/credentials/:id: any of the four fields; the service settles the state against
 * the stored type (settledStateCode), since either may be the one that changes.
 */
export const credentialChangesSchema = z.object({
  type: typeField.optional(),
  stateCode: stateField.optional(),
  number: numberField.optional(),
  expiresOn: expiresOnField.optional(),
});
export type CredentialChanges = z.output<typeof credentialChangesSchema>;

/** GET /credentials/review: a filter, a search of names, a platform admin's organization. */
export const credentialReviewQuerySchema = z.object({
  ...pageQueryFields,
  status: z.enum(CREDENTIAL_REVIEW_FILTERS).default('attention'),
  search: z.string().trim().max(200).optional(),
  organizationId: databaseId().optional(),
});
export type CredentialReviewQuery = z.output<typeof credentialReviewQuerySchema>;

/** The `:userId` and `:id` of a person's credential in a path. */
export const userCredentialParams = z.object({ userId: databaseId(), id: databaseId() });
export const userIdParam = z.object({ userId: databaseId() });
