import { requestWord, type ShiftRequest } from '@chairside/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { cn } from '@/lib/cn.ts';

export type BadgeTone = 'declined' | 'ended' | 'confirmed' | 'offered' | 'pending';

/**
 * SPEC §2 request colours (declined red, Confirmed green, Offered blue, otherwise amber), AA in
 * both themes; a request the person ended themselves or that ran out (Withdrawn, Cancelled,
 * Expired) is grey, since no one refused them (issue #26 §3). The credential chip (issue #27)
 * reads in the same colours.
 */
export const BADGE_TONES: Record<BadgeTone, { badge: string; dot: string }> = {
  declined: {
    badge:
      'border-red-200 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200',
    dot: 'bg-red-600 dark:bg-red-400',
  },
  ended: {
    badge:
      'border-slate-300 bg-slate-100 text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200',
    dot: 'bg-slate-500 dark:bg-slate-400',
  },
  confirmed: {
    badge:
      'border-green-200 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-200',
    dot: 'bg-green-600 dark:bg-green-400',
  },
  offered: {
    badge:
      'border-blue-200 bg-blue-50 text-blue-800 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-200',
    dot: 'bg-blue-600 dark:bg-blue-400',
  },
  pending: {
    badge:
      'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200',
    dot: 'bg-amber-500',
  },
};

function toneOf(request: RequestStatusBadgeProps['request']): BadgeTone {
  const word = requestWord(request);
  if (word === 'Declined') return 'declined';
  if (word === 'Confirmed') return 'confirmed';
  if (word === 'Offered') return 'offered';
  if (word === 'Requested') return 'pending';
  return 'ended';
}

interface RequestStatusBadgeProps {
  request: Pick<ShiftRequest, 'status' | 'declined' | 'declineReason'>;
  className?: string;
}

/** A live offer's badge, for a shift that is Offered (issue #26 §1). */
export const LIVE_OFFER: RequestStatusBadgeProps['request'] = {
  status: 'Offered',
  declined: false,
  declineReason: null,
};

/**
 * A shift request's word (requestWord): its status while live, else Withdrawn, Cancelled,
 * Expired or Declined.
 */
export function RequestStatusBadge({ request, className }: RequestStatusBadgeProps) {
  const tone = toneOf(request);
  return (
    <Badge variant="outline" data-tone={tone} className={cn(BADGE_TONES[tone].badge, className)}>
      <span aria-hidden className={cn('size-1.5 rounded-full', BADGE_TONES[tone].dot)} />
      {requestWord(request)}
    </Badge>
  );
}
