import {
  CREDENTIAL_STATUS_LABELS,
  credentialExpiryWarning,
  type Credential,
  type CredentialStatus,
} from '@chairside/domain';
import { StatusBadge } from '@/components/status-badge.tsx';

const STATUS_TONES = {
  verified: 'positive',
  unverified: 'neutral',
  expired: 'negative',
} as const satisfies Record<CredentialStatus, string>;

/** 'Dental Hygiene License · CA'; a CPR/BLS card has no state. */
export function credentialTitle(credential: Pick<Credential, 'label' | 'stateCode'>): string {
  return credential.stateCode ? `${credential.label} · ${credential.stateCode}` : credential.label;
}

/**
 * Issue #27 §4: a credential's chip (Verified, Unverified, Expired) and, while it is still valid
 * but within CREDENTIAL_EXPIRING_DAYS of its expiry, the warning 'Expires in 12 days'.
 */
export function CredentialStatusBadges({
  credential,
  today,
}: {
  credential: Pick<Credential, 'status' | 'expiresOn'>;
  today: string;
}) {
  const warning =
    credential.status === 'expired' ? null : credentialExpiryWarning(credential.expiresOn, today);
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <StatusBadge tone={STATUS_TONES[credential.status]}>
        {CREDENTIAL_STATUS_LABELS[credential.status]}
      </StatusBadge>
      {warning ? <StatusBadge tone="pending">{warning}</StatusBadge> : null}
    </span>
  );
}
