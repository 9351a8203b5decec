import { forgetThisBrowser } from './forget-this-browser.ts';

/** SPEC §2: the access token lives in local storage. */
const TOKEN_KEY = 'access_token';

/** Raised on window when the server refused the stored token (see endSession). */
export const SESSION_ENDED_EVENT = 'chairside:session-ended';

export function getAccessToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function setAccessToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function clearAccessToken(): void {
  localStorage.removeItem(TOKEN_KEY);
}

/**
 * The server refused `refusedToken` (it expired, or its sessions were ended: a password change
 * or reset elsewhere, 'Sign out of all devices', a deactivation). Forgets it, and what this
 * browser kept of the person as Logout does (forgetThisBrowser), and tells the shell once,
 * however many calls were refused with it at the same time.
 */
export function endSession(refusedToken: string): void {
  if (getAccessToken() !== refusedToken) return;
  clearAccessToken();
  void forgetThisBrowser();
  window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
}
