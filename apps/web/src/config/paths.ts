import type { MenuKey } from '@chairside/domain';

/*
 * Every address of the app (SPEC §2): `path` is what a route table matches, `href()` builds a
 * link to it, with its URL query under SPEC's parameter names. In the landing page's first
 * bundle, so it imports nothing but types.
 */

type QueryValue = string | number | null | undefined;

/** `path` with the given parameters, in order; empty ones are left out. */
function withQuery(path: string, query: Record<string, QueryValue>): string {
  const pairs = Object.entries(query)
    .filter((entry): entry is [string, string | number] => entry[1] != null && entry[1] !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`);
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

function page(path: string) {
  return { path, href: () => path };
}

/** The shifts page's URL state (SPEC §2): organization, location, radius and chosen day. */
export interface ShiftsQuery {
  org?: number | string;
  location?: number | string;
  radius?: number | string;
  date?: string;
}

const SHIFTS = '/dashboard/shifts';

export const paths = {
  landing: { path: '/', href: (section?: string) => (section ? `/#${section}` : '/') },
  privacy: page('/privacy'),
  terms: page('/terms'),
  contact: page('/contact'),

  auth: page('/auth'),
  login: {
    path: '/auth/login',
    /** `next`: where to come back to once signed in (a path of this app). */
    href: (next?: string) => withQuery('/auth/login', { next }),
  },
  register: page('/auth/register'),
  registerSuccess: page('/auth/register-success'),
  verifyEmail: page('/auth/verify-email'),
  forgotPassword: page('/auth/forgot-password'),
  resetPassword: {
    path: '/auth/reset-password',
    /** `code`: a password-reset code (from the emailed link, or a conflicted verification). */
    href: (code?: string) => withQuery('/auth/reset-password', { code }),
  },
  verifyInvite: page('/auth/verify-invite'),
  verifyPhone: page('/auth/verify-phone'),
  acceptInvite: {
    path: '/auth/accept-invite',
    /** `code`: the invite's, from the emailed link. */
    href: (code: string) => withQuery('/auth/accept-invite', { code }),
  },
  unsubscribe: {
    path: '/unsubscribe',
    /** `token`: the signed one from an email's unsubscribe link. */
    href: (token: string) => withQuery('/unsubscribe', { token }),
  },

  dashboard: page('/dashboard'),
  organizations: page('/dashboard/organizations'),
  locations: {
    path: '/dashboard/locations',
    href: (query: { org?: number } = {}) => withQuery('/dashboard/locations', query),
  },
  users: page('/dashboard/users'),
  invites: page('/dashboard/invites'),
  credentials: page('/dashboard/credentials'),
  shifts: {
    path: SHIFTS,
    href: ({ org, location, radius, date }: ShiftsQuery = {}) =>
      withQuery(SHIFTS, { org, location, radius, date }),
  },
  shiftDetail: { path: `${SHIFTS}/:id`, href: (id: number) => `${SHIFTS}/${id}` },
  reports: page('/dashboard/reports'),
  settings: page('/dashboard/settings'),
};

/** The page each menu entry opens (the sidebar, the bottom bar and the mobile menu). */
export const MENU_PATHS: Record<MenuKey, string> = {
  home: paths.dashboard.path,
  organizations: paths.organizations.path,
  locations: paths.locations.path,
  users: paths.users.path,
  invites: paths.invites.path,
  credentials: paths.credentials.path,
  shifts: paths.shifts.path,
  reports: paths.reports.path,
  settings: paths.settings.path,
};
