import { offerDeadlineLabel } from '@chairside/domain';
import { Hourglass } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { useNow } from '@/lib/use-now.ts';

/**
 * 'Answer by Sun, Nov 29, 2:28 AM PST (in 5 hours)' (issue #26 §6): when a live offer must be
 * answered, on the shift's clocks, kept current while the page stays open.
 */
export function OfferAnswerBy({
  expiresAt,
  timeZone,
  className,
}: {
  expiresAt: string | null;
  timeZone: string;
  className?: string;
}) {
  const now = useNow();
  if (!expiresAt) return null;
  return (
    <span
      data-testid="offer-answer-by"
      className={cn('inline-flex items-start gap-1.5', className)}
    >
      <Hourglass aria-hidden className="mt-0.5 size-3.5 shrink-0" />
      {offerDeadlineLabel(expiresAt, timeZone, now)}
    </span>
  );
}
