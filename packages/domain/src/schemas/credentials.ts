import { z } from 'zod';
import { STATE_CODES } from '../constants.ts';
import {
  CREDENTIAL_NUMBER_MAX_LENGTH,
  CREDENTIAL_TYPES,
  credentialHasState,
} from '../credentials.ts';
import { CREDENTIAL_MESSAGES } from '../messages/credentials.ts';
import { boundedDateYears, isCalendarDate, requiredText, singleLineRule } from './fields.ts';

/**
 * A credential as a person enters it (issue #27 §1-2): a type, the issuing state where the type
 * has one (none for CPR/BLS), the number, one line of 1 to 40 characters, and the expiry date,
 * not before `today` ('YYYY-MM-DD', the day of whoever checks it).
 */
export function credentialPayloadSchema(today: string) {
  return z
    .object({
      type: z.enum(CREDENTIAL_TYPES, { error: CREDENTIAL_MESSAGES.typeRequired }),
      stateCode: z
        .union([z.enum(STATE_CODES), z.literal('')], { error: CREDENTIAL_MESSAGES.stateRequired })
        .nullable()
        .transform((code) => code || null),
      number: requiredText(CREDENTIAL_MESSAGES.numberRequired).pipe(
        z
          .string()
          .max(CREDENTIAL_NUMBER_MAX_LENGTH, CREDENTIAL_MESSAGES.numberTooLong)
          .superRefine(singleLineRule('Number')),
      ),
      expiresOn: boundedDateYears(
        z
          .string({ error: CREDENTIAL_MESSAGES.expiryRequired })
          .refine(isCalendarDate, CREDENTIAL_MESSAGES.expiryRequired)
          .refine(
            (day) => !isCalendarDate(day) || day >= today,
            CREDENTIAL_MESSAGES.alreadyExpired,
          ),
      ),
    })
    .superRefine((credential, ctx) => {
      if (credentialHasState(credential.type) && credential.stateCode === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['stateCode'],
          message: CREDENTIAL_MESSAGES.stateRequired,
        });
      }
    })
    .transform((credential) => ({
      ...credential,
      stateCode: credentialHasState(credential.type) ? credential.stateCode : null,
    }));
}
export type CredentialForm = z.input<ReturnType<typeof credentialPayloadSchema>>;
export type CredentialPayload = z.output<ReturnType<typeof credentialPayloadSchema>>;
