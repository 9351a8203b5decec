import {
  CREDENTIAL_DOCUMENT_MAX_BYTES,
  CREDENTIAL_NUMBER_MAX_LENGTH,
  CREDENTIALS_PER_PERSON_MAX,
} from '../credentials.ts';

const MEGABYTE = 1024 * 1024;

/** The texts of credentials (issue #27): their form, their routes and their review. */
export const CREDENTIAL_MESSAGES = {
  unknownType: 'Choose a credential type',
  stateRequired: 'Choose the issuing state',
  numberRequired: 'Enter the credential number',
  numberTooLong: `The credential number must be at most ${CREDENTIAL_NUMBER_MAX_LENGTH} characters`,
  alreadyExpired: 'This credential has already expired',
  tooMany: `You can keep at most ${CREDENTIALS_PER_PERSON_MAX} credentials: delete one you no longer need first`,
  notFound: 'Credential not found',
  fileRequired: 'Choose a file to upload',
  fileType: 'Upload a PDF, PNG or JPEG file',
  fileTooLarge: `The file must be ${CREDENTIAL_DOCUMENT_MAX_BYTES / MEGABYTE} MB or smaller`,
  ownVerification: 'You cannot verify your own credentials',
  credentialChecks: 'Choose whose credentials are checked',
} as const;
