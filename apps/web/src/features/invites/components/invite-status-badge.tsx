import { INVITE_STATUS_LABELS } from '@chairside/domain';
import { StatusBadge } from '@/components/status-badge.tsx';

/** Verified or Pending (SPEC §4). */
export function InviteStatusBadge({ isVerified }: { isVerified: boolean }) {
  return (
    <StatusBadge tone={isVerified ? 'positive' : 'pending'}>
      {isVerified ? INVITE_STATUS_LABELS.verified : INVITE_STATUS_LABELS.pending}
    </StatusBadge>
  );
}
