import {
  type CredentialChip,
  declineReasonLabel,
  formatTime12,
  lateCancellationsLabel,
  REQUEST_LABELS,
  requestRateLine,
  requestWord,
  type RequestAction,
  type ShiftEligibility,
  type ShiftRequest,
  WITHDRAW_REQUEST_LABELS,
} from '@chairside/domain';
import {
  CircleAlert,
  CircleSlash,
  ClipboardPen,
  Clock,
  DollarSign,
  StickyNote,
  type LucideIcon,
} from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { OfferAnswerBy } from '@/components/offer-answer-by.tsx';
import { RequestStatusBadge } from '@/components/request-status-badge.tsx';
import { Button, type ButtonProps } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { CredentialChipBadge } from './credential-chip-badge.tsx';
import { formatShortDate, formatZonedTime } from '@/lib/format-date.ts';

/** The button text of each action on a request (SPEC §4). */
export const REQUEST_ACTION_LABELS: Record<RequestAction, string> = {
  offer: 'Offer Shift',
  decline: 'Decline',
  confirm: 'Accept Offer',
  declineOffer: 'Decline Offer',
  withdraw: WITHDRAW_REQUEST_LABELS.withdrawRequest,
};

/** Offers and acceptances lead; a withdrawal looks destructive (issue #26 §5); others plain. */
const ACTION_VARIANTS: Partial<Record<RequestAction, ButtonProps['variant']>> = {
  offer: 'default',
  confirm: 'default',
  withdraw: 'destructiveOutline',
};

interface RequestCardProps {
  request: ShiftRequest;
  /** The shift's timezone: part-shift times read on its clocks. */
  timeZone: string;
  /** The buttons this user gets on this request (requestActions). */
  actions: readonly RequestAction[];
  onAction: (action: RequestAction) => void;
  /** An answer to this request is on its way: its buttons wait. */
  busy: boolean;
  /** Why its person may not work the shift (issue #24 §1), in the reader's words. */
  notEligible?: ShiftEligibility['reasons'];
  /** Its person's credential state for the shift, for its managers (issue #27 §3). */
  credentialChip?: CredentialChip | null;
  /** The shift's posted rate (issue #28 §2), beside the request's own. */
  postedRateCents?: number | null;
}

/** A line of the card under its icon. */
function CardLine({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 text-sm">
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <span className="min-w-0 break-words whitespace-pre-wrap">{children}</span>
    </p>
  );
}

/**
 * One request: who, its state, when it was made, its rate beside the posted one (issue #28 §2),
 * part-shift times, the person's notes, the manager's notes from an assignment, and the buttons.
 */
export function RequestCard({
  request,
  timeZone,
  actions,
  onAction,
  busy,
  notEligible = [],
  credentialChip = null,
  postedRateCents = null,
}: RequestCardProps) {
  const nameId = useId();
  const why = request.declined ? declineReasonLabel(request) : null;
  const rate = requestRateLine(request, postedRateCents);
  return (
    <article aria-labelledby={nameId} className="grid gap-3 rounded-lg border bg-background p-4">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="min-w-0">
          <h3 id={nameId} className="truncate font-medium">
            {request.employeeName}
          </h3>
          <p className="text-sm text-muted-foreground">
            Applied on {formatShortDate(request.requestedAt)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          {credentialChip ? <CredentialChipBadge chip={credentialChip} /> : null}
          <RequestStatusBadge request={request} />
        </div>
      </div>
      {why ? (
        <p
          className={cn(
            'text-sm font-medium break-words',
            // Only a refusal reads red; the person's own ending or an expiry does not (issue #26 §3).
            requestWord(request) === 'Declined' ? 'text-destructive' : 'text-muted-foreground',
          )}
        >
          {why}
        </p>
      ) : null}
      {notEligible.map((reason) => (
        <CardLine key={reason.rule} icon={CircleSlash}>
          {reason.message}
        </CardLine>
      ))}
      {request.offerExpiresAt ? (
        <p className="text-sm">
          <OfferAnswerBy expiresAt={request.offerExpiresAt} timeZone={timeZone} />
        </p>
      ) : null}
      {request.lateCancellations ? (
        <CardLine icon={CircleAlert}>
          <span className="text-amber-700 dark:text-amber-400">
            {lateCancellationsLabel(request.lateCancellations)}
          </span>
        </CardLine>
      ) : null}
      {rate ? <CardLine icon={DollarSign}>{rate}</CardLine> : null}
      {request.startTime && request.endTime ? (
        <CardLine icon={Clock}>
          <span className="font-medium">Part of the shift: </span>
          {formatTime12(request.startTime, timeZone)} to{' '}
          {formatZonedTime(request.endTime, timeZone)}
        </CardLine>
      ) : null}
      {request.notes ? <CardLine icon={StickyNote}>{request.notes}</CardLine> : null}
      {request.managerNotes ? (
        <CardLine icon={ClipboardPen}>
          <span className="font-medium">Manager&apos;s notes: </span>
          {request.managerNotes}
        </CardLine>
      ) : null}
      {actions.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {actions.map((action) => (
            <Button
              key={action}
              type="button"
              size="sm"
              variant={ACTION_VARIANTS[action] ?? 'outline'}
              disabled={busy}
              onClick={() => onAction(action)}
              className="grow sm:grow-0"
            >
              {action === 'offer' && request.declined
                ? REQUEST_LABELS.offerAgain
                : REQUEST_ACTION_LABELS[action]}
            </Button>
          ))}
        </div>
      ) : null}
    </article>
  );
}
