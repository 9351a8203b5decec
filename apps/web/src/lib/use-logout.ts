import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { forgetThisBrowser } from './forget-this-browser.ts';
import { clearAccessToken } from './session.ts';
import { paths } from '@/config/paths.ts';

/**
 * SPEC §2: logout removes the stored token, forgets cached server data and goes to '/'; push
 * notifications stop on this browser, and what it kept for reading offline is deleted (issue #15
 * §4): forgetThisBrowser, which a session the server ended runs too (session.ts).
 */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    // Never holds up or fails the sign-out: at worst the server's row goes at its next 410.
    void forgetThisBrowser();
    clearAccessToken();
    queryClient.clear();
    void navigate(paths.landing.path, { replace: true });
  }, [queryClient, navigate]);
}
