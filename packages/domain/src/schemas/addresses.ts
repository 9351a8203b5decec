import { z } from 'zod';
import { COUNTRY_CODE, STATE_CODES } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { optionalText, requiredText } from './fields.ts';

/** The postal address fields that organizations and locations share (SPEC §3). */
export const addressFields = {
  addressLine1: requiredText(MESSAGES.addressLine1Required).pipe(z.string().max(200)),
  addressLine2: optionalText.pipe(z.string().max(200).nullable()),
  city: requiredText(MESSAGES.cityRequired).pipe(z.string().max(100)),
  stateCode: z.enum(STATE_CODES, { error: MESSAGES.stateRequired }),
  zipCode: requiredText(MESSAGES.zipCodeRequired).pipe(
    z.string().regex(/^\d{5}(-\d{4})?$/, 'Zip Code must be 5 digits'),
  ),
  countryCode: z.literal(COUNTRY_CODE).default(COUNTRY_CODE),
};
