/**
 * Issue #27 §1: the licenses and certificates a professional holds. What each shift needs of
 * them, and what is missing, are eligibility rules (eligibility.ts and credential-needs.ts);
 * this file names the kinds, their states and the bounds every surface shares.
 */
export const CREDENTIAL_TYPES = [
  'hygiene_license',
  'dentist_license',
  'rda',
  'efda',
  'radiography',
  'cpr_bls',
] as const;
export type CredentialType = (typeof CREDENTIAL_TYPES)[number];

export const CREDENTIAL_LABELS: Record<CredentialType, string> = {
  hygiene_license: 'Dental Hygiene License',
  dentist_license: 'Dental License',
  rda: 'Registered Dental Assistant (RDA)',
  efda: 'Expanded Function Dental Assistant (EFDA)',
  radiography: 'Dental Radiography Certificate',
  cpr_bls: 'CPR/BLS Certification',
};

/** A CPR/BLS card is issued by a training body, not a state: it has no issuing state. */
export function credentialHasState(type: CredentialType): boolean {
  return type !== 'cpr_bls';
}

/** A credential's number: one line of 1 to 40 characters. */
export const CREDENTIAL_NUMBER_MAX_LENGTH = 40;

/** A credential's document: a PDF, PNG or JPEG of at most 5 MB, its type read from its bytes. */
export const CREDENTIAL_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const CREDENTIAL_DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type CredentialDocumentType = (typeof CREDENTIAL_DOCUMENT_TYPES)[number];

/** What a credential's row says of it today (expired wins over verified). */
export const CREDENTIAL_STATUSES = ['verified', 'unverified', 'expired'] as const;
export type CredentialStatus = (typeof CREDENTIAL_STATUSES)[number];

/** Within this many days of its expiry a credential reads 'Expiring' and is on the review page. */
export const CREDENTIAL_EXPIRING_DAYS = 30;

/** The person hears of an expiry this many days before it, each once (issue #27 §5). */
export const CREDENTIAL_REMINDER_DAYS = [30, 7] as const;

/**
 * Organization setting `credentialChecks` (issue #27 §1): whose credentials a clinical shift
 * checks. 'outsideProfessionals' (the default): independents and other organizations' staff must
 * hold verified, current credentials, the organization's own staff are trusted.
 */
export const CREDENTIAL_CHECKS = ['off', 'outsideProfessionals', 'everyone'] as const;
export type CredentialCheck = (typeof CREDENTIAL_CHECKS)[number];
export const DEFAULT_CREDENTIAL_CHECK: CredentialCheck = 'outsideProfessionals';

/** A person's standing for one shift, as the request list and the Assign picker show it. */
export const CREDENTIAL_CHIPS = ['verified', 'unverified', 'expiring', 'missing'] as const;
export type CredentialChip = (typeof CREDENTIAL_CHIPS)[number];
export const CREDENTIAL_CHIP_LABELS: Record<CredentialChip, string> = {
  verified: 'Verified',
  unverified: 'Unverified',
  expiring: 'Expiring',
  missing: 'Missing',
};
