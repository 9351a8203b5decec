import { z } from 'zod';
import { COUNTRY_CODE, STATE_CODES } from '../constants.ts';
import { MESSAGES } from '../messages/general.ts';
import { optionalSingleLineText, requiredText, singleLineText } from './fields.ts';

/** The postal address fields that organizations and locations share (SPEC §3). */
export const addressFields = {
  addressLine1: singleLineText('Address Line 1', MESSAGES.addressLine1Required, 200),
  addressLine2: optionalSingleLineText('Address Line 2', 200),
  city: singleLineText('City', MESSAGES.cityRequired, 100),
  stateCode: z.enum(STATE_CODES, { error: MESSAGES.stateRequired }),
  zipCode: requiredText(MESSAGES.zipCodeRequired).pipe(
    z.string().regex(/^\d{5}(-\d{4})?$/, 'Zip Code must be 5 digits'),
  ),
  countryCode: z.literal(COUNTRY_CODE).default(COUNTRY_CODE),
};
