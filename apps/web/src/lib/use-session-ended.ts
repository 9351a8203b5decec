import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { SESSION_ENDED_EVENT } from './session.ts';
import { paths } from '@/config/paths.ts';

export const SESSION_ENDED_TOAST = {
  title: 'Signed out',
  description: 'Your session has ended. Please sign in again.',
} as const;

/**
 * When the server refuses this tab's token mid-use, the signed-in shell says so and goes to '/'
 * (SPEC §2: where a failed current-user lookup goes), instead of leaving pages that only fail.
 */
export function useSessionEnded(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    function onSessionEnded() {
      queryClient.clear();
      toast.error(SESSION_ENDED_TOAST.title, { description: SESSION_ENDED_TOAST.description });
      void navigate(paths.landing.path, { replace: true });
    }
    window.addEventListener(SESSION_ENDED_EVENT, onSessionEnded);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, onSessionEnded);
  }, [queryClient, navigate]);
}
