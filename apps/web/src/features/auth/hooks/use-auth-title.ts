import { useLayoutEffect } from 'react';
import { useOutletContext } from 'react-router';

/** What the auth card layout hands its child pages through the outlet. */
export interface AuthLayoutContext {
  setTitle: (title: string) => void;
}

/** Sets the auth card's title (SPEC §2: each child page sets it). */
export function useAuthTitle(title: string): void {
  const { setTitle } = useOutletContext<AuthLayoutContext>();
  // Before paint, so the card never shows the previous page's title.
  useLayoutEffect(() => setTitle(title), [setTitle, title]);
}
