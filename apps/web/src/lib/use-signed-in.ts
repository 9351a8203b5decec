import { useSyncExternalStore } from 'react';
import { getAccessToken, SESSION_ENDED_EVENT } from './session.ts';

function subscribe(onChange: () => void): () => void {
  // 'storage': signing in or out in another tab; the session event: the server refused the token.
  window.addEventListener('storage', onChange);
  window.addEventListener(SESSION_ENDED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(SESSION_ENDED_EVENT, onChange);
  };
}

/**
 * Whether this browser holds an access token (SPEC §2), as the dashboard shell decides whether
 * to open. False while the page is rendered at build time and while the browser hydrates it, so
 * the prerendered HTML is the signed-out page; a signed-in visitor's view switches right after.
 */
export function useSignedIn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => getAccessToken() !== null,
    () => false,
  );
}
