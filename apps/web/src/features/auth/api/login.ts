import type { LoginPayload } from '@chairside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client.ts';
import { setAccessToken } from '@/lib/session.ts';

export function login(payload: LoginPayload) {
  return apiPost('/auth/login', (domain) => domain.loginResponseSchema, payload, { auth: false });
}

/** Signs in, keeps the token and drops whatever a previous session cached. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ access_token }) => {
      setAccessToken(access_token);
      queryClient.clear();
    },
  });
}
