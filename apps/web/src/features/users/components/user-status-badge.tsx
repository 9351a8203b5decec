import { StatusBadge } from '@/components/status-badge.tsx';

/** Active or Inactive. */
export function UserStatusBadge({ isActive }: { isActive: boolean }) {
  return (
    <StatusBadge tone={isActive ? 'positive' : 'neutral'}>
      {isActive ? 'Active' : 'Inactive'}
    </StatusBadge>
  );
}
