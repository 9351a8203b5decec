import type { InviteRow } from '@chairside/domain';
import { toast } from 'sonner';
import { toastApiError } from '@/lib/toast-api-error.ts';
import { useResendInvite } from '../api/resend-invite.ts';

/**
 * The rows' Resend invite action: one call at a time, a success toast naming the address the
 * new link went to, and the server's message in an error toast. `sending` is the id in flight.
 */
export function useResendInviteAction() {
  const mutation = useResendInvite();
  const resend = (invite: InviteRow) => {
    if (mutation.isPending) return;
    mutation.mutate(invite.id, {
      onSuccess: () =>
        toast.success('Invite Resent', {
          description: `A new invite link was emailed to ${invite.email}.`,
        }),
      onError: toastApiError,
    });
  };
  return { resend, sending: mutation.isPending ? mutation.variables : null };
}
