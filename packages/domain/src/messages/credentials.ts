import { CREDENTIAL_DOCUMENT_MAX_BYTES } from '../credentials.ts';

/** Issue #27: what Settings › Credentials, the review page and the credential routes say. */
export const CREDENTIAL_MESSAGES = {
  typeRequired: 'Choose the kind of credential',
  stateRequired: 'Choose the state that issued it',
  numberRequired: 'Enter the number printed on it',
  numberTooLong: 'The number can be at most 40 characters',
  expiryRequired: 'Enter the date it expires',
  alreadyExpired: 'This credential has already expired',
  documentType: 'Upload a PDF, PNG or JPEG file',
  documentTooLarge: `The file can be at most ${CREDENTIAL_DOCUMENT_MAX_BYTES / (1024 * 1024)} MB`,
} as const;
