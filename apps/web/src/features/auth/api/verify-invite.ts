import type { verifyInvitePayloadSchema } from '@chairside/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '@/lib/api-client.ts';

/** The invite link's single-use code, and the account's password, job title and phone (+1...). */
type VerifyInvitePayload = { code: string } & z.output<typeof verifyInvitePayloadSchema>;

/** Accepts an invite: creates the account and texts a code to the phone. */
export function verifyInvite({ code, ...body }: VerifyInvitePayload) {
  return apiPost('/invites/verify', (domain) => domain.pendingPhoneVerificationSchema, body, {
    query: { code },
  });
}

export function useVerifyInvite() {
  return useMutation({ mutationFn: verifyInvite });
}
