/**
 * Issue #27 §1: the licenses and certificates a professional holds. What each shift needs of
 * them, and what is missing, are eligibility rules (eligibility.ts and credential-needs.ts);
 * this file names the kinds, their states and the bounds every surface shares.
 */
import { localDateOf } from './zoned-time.ts';

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

/** A person keeps at most this many credentials (a bound on what one account may store). */
export const CREDENTIALS_PER_PERSON_MAX = 20;

/**
 * The time zone of 'today' for a credential's own status and for 'already expired': the US zone
 * whose day ends last (Hawaii, UTC−10). A license valid through Oct 31 is valid somewhere in the
 * US until Oct 31 ends there, so it never reads 'expired' while a shift could still count it;
 * a shift itself asks on its own local date (the location's time zone).
 */
export const CREDENTIAL_TODAY_TIME_ZONE = 'Pacific/Honolulu';

/** Today's date ('YYYY-MM-DD') as a credential's status reads it (CREDENTIAL_TODAY_TIME_ZONE). */
export function credentialToday(now: Date = new Date()): string {
  return localDateOf(now, CREDENTIAL_TODAY_TIME_ZONE);
}

/** What a credential's row shows on `today`: expired once its expiry date is past, then verified. */
export function credentialStatus(
  credential: { expiresOn: string; verifiedAt: Date | string | null },
  today: string,
): CredentialStatus {
  if (credential.expiresOn < today) return 'expired';
  return credential.verifiedAt === null ? 'unverified' : 'verified';
}

/** The review page's filters (issue #27 §4); 'attention' is any of the other three. */
export const CREDENTIAL_REVIEW_FILTERS = [
  'attention',
  'unverified',
  'expiring',
  'expired',
] as const;
export type CredentialReviewFilter = (typeof CREDENTIAL_REVIEW_FILTERS)[number];
