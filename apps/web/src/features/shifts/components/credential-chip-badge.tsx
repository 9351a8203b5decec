import {
  CREDENTIAL_CHIP_LABELS,
  CREDENTIAL_NEED_MESSAGES,
  type CredentialChip,
} from '@chairside/domain';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { BADGE_TONES, type BadgeTone } from '@/components/request-status-badge.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { cn } from '@/lib/cn.ts';

/** Verified reads green, Unverified and Expiring amber, Missing red, as request states do. */
const CHIP_TONES: Record<CredentialChip, BadgeTone> = {
  verified: 'confirmed',
  unverified: 'pending',
  expiring: 'pending',
  missing: 'declined',
};

/**
 * Issue #27 §3: a person's credential state for the shift, on a request card of the manager's
 * list: 'Credentials: Verified', 'Unverified', 'Expiring' or 'Missing'.
 */
export function CredentialChipBadge({ chip }: { chip: CredentialChip }) {
  const tone = CHIP_TONES[chip];
  const Icon = chip === 'verified' ? ShieldCheck : ShieldAlert;
  return (
    <Badge variant="outline" data-chip={chip} className={cn(BADGE_TONES[tone].badge)}>
      <Icon aria-hidden className="size-3" />
      {CREDENTIAL_NEED_MESSAGES.chip(CREDENTIAL_CHIP_LABELS[chip])}
    </Badge>
  );
}
