import type { verifyPhoneFormSchema } from '@chairside/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';

/** POST /users/me/phone/code: a code texted to the profile's phone number (issue #14). */
function sendOwnPhoneCode() {
  return apiPost('/users/me/phone/code', (domain) => domain.messageBody);
}

/** POST /users/me/phone/verify: the texted code verifies the number; the user is refetched. */
function verifyOwnPhone(payload: z.output<typeof verifyPhoneFormSchema>) {
  return apiPost('/users/me/phone/verify', (domain) => domain.messageBody, payload);
}

export function useSendOwnPhoneCode() {
  return useMutation({ mutationFn: sendOwnPhoneCode });
}

export function useVerifyOwnPhone() {
  return useRefreshingMutation(verifyOwnPhone, [queryKeys.currentUser], { wait: true });
}
