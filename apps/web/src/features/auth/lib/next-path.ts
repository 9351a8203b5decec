/**
 * Where to go after signing in, from a `?next=` parameter: only a path of this app (one '/',
 * not '//' or '/\', which browsers read as another host), so the login page cannot be made to
 * send anyone elsewhere.
 */
export function safeNextPath(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return null;
  }
  return next;
}
