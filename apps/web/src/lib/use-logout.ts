import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearAccessToken } from './session.ts';
import { paths } from '@/config/paths.ts';

/** SPEC §2: logout removes the stored token, forgets cached server data and goes to '/'. */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    clearAccessToken();
    queryClient.clear();
    void navigate(paths.landing.path, { replace: true });
  }, [queryClient, navigate]);
}
