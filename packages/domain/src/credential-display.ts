import { credentialDocumentTypeOf } from './credential-documents.ts';
import {
  CREDENTIAL_DOCUMENT_MAX_BYTES,
  CREDENTIAL_EXPIRING_DAYS,
  type CredentialReviewFilter,
  type CredentialStatus,
} from './credentials.ts';
import { CREDENTIAL_MESSAGES } from './messages/credentials.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a credential's chip reads on Settings › Credentials and the review page (issue #27 §4). */
export const CREDENTIAL_STATUS_LABELS: Record<CredentialStatus, string> = {
  verified: 'Verified',
  unverified: 'Unverified',
  expired: 'Expired',
};

/** The review page's Status filter (issue #27 §4): 'attention' is any of the other three. */
export const CREDENTIAL_REVIEW_FILTER_LABELS: Record<CredentialReviewFilter, string> = {
  attention: 'Needs attention',
  unverified: 'Unverified',
  expiring: `Expiring within ${CREDENTIAL_EXPIRING_DAYS} days`,
  expired: 'Expired',
};

/** Whole days from `today` to `expiresOn` (both 'YYYY-MM-DD'): 0 on the expiry day, negative after. */
export function daysUntilExpiry(expiresOn: string, today: string): number {
  return Math.round((Date.parse(expiresOn) - Date.parse(today)) / DAY_MS);
}

/**
 * The warning beside a credential that is still valid but expires within
 * CREDENTIAL_EXPIRING_DAYS of `today` (the reader's date): 'Expires today', 'Expires tomorrow',
 * 'Expires in 12 days'. Null for one further off, and for an expired one (its chip says so).
 * A credential is valid through its expiry date, as licenses are printed.
 */
export function credentialExpiryWarning(expiresOn: string, today: string): string | null {
  if (expiresOn < today) return null;
  const days = daysUntilExpiry(expiresOn, today);
  if (days > CREDENTIAL_EXPIRING_DAYS) return null;
  if (days === 0) return 'Expires today';
  if (days === 1) return 'Expires tomorrow';
  return `Expires in ${days} days`;
}

/** How many of a file's first bytes tell its type: the longest signature, PNG's eight. */
export const CREDENTIAL_DOCUMENT_HEAD_BYTES = 8;

/**
 * Why a file chosen for a credential's document is refused before it is sent, with the server's
 * messages: anything but a PDF, PNG or JPEG, or more than 5 MB. Null: send it. The type is read
 * from the file's first bytes (`head`) by the rule the server applies, never from its name or
 * declared type, so an HTML page renamed .pdf is refused here too; the server stays the judge.
 */
export function credentialDocumentRefusal(file: { head: Uint8Array; size: number }): string | null {
  if (credentialDocumentTypeOf(file.head) === null) return CREDENTIAL_MESSAGES.fileType;
  if (file.size > CREDENTIAL_DOCUMENT_MAX_BYTES) return CREDENTIAL_MESSAGES.fileTooLarge;
  return null;
}
