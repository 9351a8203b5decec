import {
  centsToDollars,
  eligibleRequestActions,
  formatPay,
  PAY_LABELS,
  requestActions,
  WITHDRAW_REQUEST_LABELS,
  type RequestAction,
  type Me,
  type ShiftDetail,
  type ShiftRequest,
} from '@chairside/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmActionDialog } from '@/components/confirm-action-dialog.tsx';
import { ListEmpty, ListError, ListLoading } from '@/components/list/list-states.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { toastApiError } from '@/lib/toast-api-error.ts';
import { useShiftRequests } from '../api/get-shift-requests.ts';
import { useRespondToRequest, type RequestResponse } from '../api/respond-to-request.ts';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { REQUEST_ACTION_LABELS, RequestCard } from './request-card.tsx';

/** What each button sends, and the toast once it went through (SPEC §4). */
const OUTCOMES: Record<
  RequestAction,
  { response: RequestResponse; title: string; description: (request: ShiftRequest) => string }
> = {
  offer: {
    response: 'offer',
    title: 'Offer Sent',
    description: (request) => `${request.employeeName} was offered this shift.`,
  },
  decline: {
    response: 'decline',
    title: 'Request Declined',
    description: (request) => `${request.employeeName}'s request was declined.`,
  },
  confirm: {
    response: 'confirm',
    title: 'Shift Confirmed',
    description: () => 'You are confirmed for this shift.',
  },
  declineOffer: {
    response: 'decline',
    title: 'Offer Declined',
    description: () => 'You declined the offer for this shift.',
  },
  withdraw: {
    response: 'withdraw',
    title: WITHDRAW_REQUEST_LABELS.withdrawn,
    description: () => 'You can request this shift again while it is open.',
  },
};

interface RequestsListProps {
  shift: ShiftDetail;
  user: Me;
  /** Offline (issue #15 §4): the requests as last seen, without their buttons. */
  readOnly?: boolean;
  className?: string;
}

/**
 * The shift's requests ('Requests', or 'My Request' in the restricted view of SPEC §6, where the
 * section is the user's own request only) with their buttons.
 */
export function RequestsList({ shift, user, readOnly = false, className }: RequestsListProps) {
  const { restricted } = shift;
  const query = useShiftRequests(shift.id);
  const mutation = useRespondToRequest(shift.id);
  const busyId = mutation.isPending ? mutation.variables?.requestId : undefined;
  // Withdraw Request asks first: the location's managers are told at once.
  const [withdrawing, setWithdrawing] = useState<ShiftRequest | null>(null);
  // Offer Shift asks the rate first (issue #28 §2): the posted one unless the manager types another.
  const [offering, setOffering] = useState<ShiftRequest | null>(null);
  const [offerRate, setOfferRate] = useState('');

  const toastOutcome = (request: ShiftRequest, action: RequestAction) =>
    toast.success(OUTCOMES[action].title, { description: OUTCOMES[action].description(request) });

  function act(request: ShiftRequest, action: RequestAction) {
    if (action === 'withdraw') {
      setWithdrawing(request);
      return;
    }
    if (action === 'offer') {
      setOfferRate(centsToDollars(shift.hourlyRateCents));
      setOffering(request);
      return;
    }
    const outcome = OUTCOMES[action];
    mutation.mutate(
      { requestId: request.id, response: outcome.response },
      {
        onSuccess: () => toastOutcome(request, action),
        onError: toastApiError,
      },
    );
  }

  const requests = query.data ?? [];
  return (
    <Card className={className}>
      <CardHeader className="pb-4">
        <CardTitle className="text-lg">{restricted ? 'My Request' : 'Requests'}</CardTitle>
        <CardDescription>
          {restricted
            ? 'Your request for this shift and where it stands.'
            : 'People who asked for this shift.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <ListLoading label="Loading requests..." className="py-8" />
        ) : query.isError ? (
          <ListError error={query.error} className="py-8" />
        ) : requests.length === 0 ? (
          <ListEmpty className="py-8">No requests currently exist</ListEmpty>
        ) : (
          <ul className="grid gap-3">
            {requests.map((request) => (
              <li key={request.id}>
                <RequestCard
                  request={request}
                  timeZone={shift.timezone}
                  actions={
                    readOnly
                      ? []
                      : eligibleRequestActions(
                          requestActions(user, shift, request),
                          request.notEligible ?? [],
                        )
                  }
                  notEligible={request.notEligible}
                  credentialChip={request.credentialChip}
                  postedRateCents={shift.hourlyRateCents}
                  onAction={(action) => act(request, action)}
                  busy={busyId === request.id}
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmActionDialog
        open={offering !== null}
        onClose={() => setOffering(null)}
        title={REQUEST_ACTION_LABELS.offer}
        description={`Offer this shift to ${offering?.employeeName ?? ''} at the rate below. Posted: ${formatPay(shift)}.`}
        confirmLabel={REQUEST_ACTION_LABELS.offer}
        pendingLabel="Offering..."
        confirmVariant="default"
        action={mutation}
        variables={{ requestId: offering?.id ?? 0, response: 'offer' as const, rate: offerRate }}
        onDone={() => offering && toastOutcome(offering, 'offer')}
      >
        <Field label={`${PAY_LABELS.offeredRate} ($)`} hint="Blank offers the posted rate">
          <Input
            value={offerRate}
            onChange={(event) => setOfferRate(event.target.value)}
            inputMode="decimal"
          />
        </Field>
      </ConfirmActionDialog>
      <ConfirmActionDialog
        open={withdrawing !== null}
        onClose={() => setWithdrawing(null)}
        title={WITHDRAW_REQUEST_LABELS.title}
        description={WITHDRAW_REQUEST_LABELS.description}
        confirmLabel={WITHDRAW_REQUEST_LABELS.withdrawRequest}
        pendingLabel="Withdrawing..."
        cancelLabel={WITHDRAW_REQUEST_LABELS.keepRequest}
        action={mutation}
        variables={{ requestId: withdrawing?.id ?? 0, response: 'withdraw' as const }}
        onDone={() => withdrawing && toastOutcome(withdrawing, 'withdraw')}
      />
    </Card>
  );
}
