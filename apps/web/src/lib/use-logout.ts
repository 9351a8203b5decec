import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearAccessToken } from './session.ts';

/** SPEC §2: logout removes the stored token, forgets cached server data and goes to '/'. */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    clearAccessToken();
    queryClient.clear();
    void navigate('/', { replace: true });
  }, [queryClient, navigate]);
}
