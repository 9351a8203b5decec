import type { RequestStatus } from '@chairside/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { cn } from '@/lib/cn.ts';

type Tone = 'declined' | 'confirmed' | 'offered' | 'pending';

/** SPEC §2 request colours (declined red, Confirmed green, Offered blue, otherwise amber), AA in both themes. */
const TONES: Record<Tone, { badge: string; dot: string }> = {
  declined: {
    badge:
      'border-red-200 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200',
    dot: 'bg-red-600 dark:bg-red-400',
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

function toneOf(status: RequestStatus, declined: boolean): Tone {
  if (declined) return 'declined';
  if (status === 'Confirmed') return 'confirmed';
  if (status === 'Offered') return 'offered';
  return 'pending';
}

/** A shift request's state: 'Declined' once declined, otherwise its status. */
export function RequestStatusBadge({
  status,
  declined,
  className,
}: {
  status: RequestStatus;
  declined: boolean;
  className?: string;
}) {
  const tone = toneOf(status, declined);
  return (
    <Badge variant="outline" data-tone={tone} className={cn(TONES[tone].badge, className)}>
      <span aria-hidden className={cn('size-1.5 rounded-full', TONES[tone].dot)} />
      {declined ? 'Declined' : status}
    </Badge>
  );
}
