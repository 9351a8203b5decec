/** A `toHaveURL` predicate matching the path only (query and hash ignored). */
export const hasPath =
  (pathname: string) =>
  (url: URL): boolean =>
    url.pathname === pathname;

export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
