import { CREDENTIAL_EXPIRING_DAYS, type CredentialStatus } from './credentials.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a credential's chip reads on Settings › Credentials and the review page (issue #27 §4). */
export const CREDENTIAL_STATUS_LABELS: Record<CredentialStatus, string> = {
  verified: 'Verified',
  unverified: 'Unverified',
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
