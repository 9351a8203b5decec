import type { LoginPayload } from '@chairside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { setAccessToken } from '@/lib/session.ts';

interface LoginResponse {
  access_token: string;
}

export function login(payload: LoginPayload): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/auth/login', { method: 'POST', body: payload, auth: false });
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
