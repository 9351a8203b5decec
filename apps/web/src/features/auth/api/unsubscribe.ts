import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client.ts';

export function unsubscribe(token: string) {
  return apiPost('/unsubscribe', (domain) => domain.unsubscribeResponseSchema, { token });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
