import { z } from 'zod';

/** The postal address organizations and locations answer, as schemas/addresses.ts takes it. */
export const addressContractFields = {
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  stateCode: z.string(),
  zipCode: z.string(),
  countryCode: z.string(),
};
