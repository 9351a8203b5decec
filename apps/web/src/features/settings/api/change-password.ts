import type { passwordChangePayloadSchema } from '@chairside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { setAccessToken } from '@/lib/session.ts';
import { keepPushOnThisBrowser } from './push-device.ts';

/** POST /users/me/password (SPEC §7). */
export function changePassword(payload: z.output<typeof passwordChangePayloadSchema>) {
  return apiPost('/users/me/password', (domain) => domain.passwordChangeResponseSchema, payload);
}

/**
 * A password change ends every session, this one's token included: the new token it answers
 * keeps this device signed in. Everything else the old sessions reached ended with them: the
 * calendar feeds have new links (Settings shows them again), and every push subscription is gone
 * on the server, so this browser's is sent again under the new session.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: async (answer) => {
      setAccessToken(answer.access_token);
      await keepPushOnThisBrowser();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.calendarFeeds }),
        queryClient.invalidateQueries({ queryKey: queryKeys.pushDevice }),
      ]);
    },
  });
}
