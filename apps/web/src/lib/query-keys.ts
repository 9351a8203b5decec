/*
 * Every TanStack Query key of the app, one factory per resource. A key starts with its
 * resource, so invalidating a prefix refreshes everything below it: `users.list` also
 * refreshes the user pickers, `locations.all` the map, `shifts.all` the calendar months, a
 * shift's details and requests, and the dashboard.
 */

/** A calendar month's shifts (the 42 days of its grid), with the page's filters; `month` is 1-12. */
interface ShiftMonthKey {
  year: number;
  month: number;
  organizationId: number | null;
  locationId: number | null;
  near: { lat: number; lng: number; radius: number } | null;
  minRateCents: number | null;
}

/** Which locations an option list holds: one organization's, or every one the user may see. */
export type LocationScope = number | 'all';

export const queryKeys = {
  currentUser: ['users', 'me'] as const,
  workProfile: ['users', 'me', 'work-profile'] as const,
  calendarFeeds: ['calendar', 'feeds'] as const,
  /** Whether this browser shows push notifications (a browser state, read like a query). */
  pushDevice: ['push', 'device'] as const,
  /** The person's devices with push on, as the server lists them (issue #23 §2). */
  pushDevices: ['push', 'devices'] as const,
  notificationPreferences: ['users', 'me', 'notification-preferences'] as const,
  users: {
    list: ['users', 'list'] as const,
    detail: (id: number) => ['users', 'detail', id] as const,
    /**
     * The server-searched picker: a search, or one chosen user looked up alone. Under the list,
     * so editing a user (say, deactivating them) refreshes the pickers.
     */
    picker: (query: { organizationId: number | null; search: string } | { id: string }) =>
      ['users', 'list', 'picker', query] as const,
  },
  organizations: {
    list: ['organizations', 'list'] as const,
    /** The admin dashboard's count, under the list so creating one refreshes it. */
    count: ['organizations', 'list', 'dashboard-count'] as const,
    detail: (id: number) => ['organizations', 'detail', id] as const,
    settings: (id: number) => ['organizations', 'settings', id] as const,
    dropdown: ['organizations', 'dropdown'] as const,
    /** The server-searched picker: a search, or one chosen organization looked up alone. */
    picker: (query: { search: string; limit: number } | { organizationId: string }) =>
      ['organizations', 'dropdown', query] as const,
  },
  locations: {
    list: ['locations', 'list'] as const,
    detail: (id: number) => ['locations', 'detail', id] as const,
    dropdown: ['locations', 'dropdown'] as const,
    options: (scope: LocationScope | null) => ['locations', 'dropdown', scope] as const,
    /** The server-searched picker: a search, or one chosen location looked up alone. */
    picker: (query: { organizationId: number | null; search: string } | { id: string }) =>
      ['locations', 'dropdown', 'picker', query] as const,
    map: (filters: {
      organizationId: number | null;
      near: { lat: number; lng: number; radius: number } | null;
    }) => ['locations', 'map', filters] as const,
  },
  invites: {
    list: ['invites', 'list'] as const,
  },
  /** Issue #27: the person's own credentials, and the review page's list and documents. */
  credentials: {
    all: ['credentials'] as const,
    mine: ['credentials', 'mine'] as const,
    list: ['credentials', 'review'] as const,
    document: (userId: number, credentialId: number) =>
      ['credentials', 'document', userId, credentialId] as const,
  },
  /** Issue #16 §1: a location's shift templates (Locations' dialog and Add Shift's picker). */
  shiftTemplates: {
    all: ['shift-templates'] as const,
    location: (locationId: number) => ['shift-templates', locationId] as const,
  },
  shifts: {
    all: ['shifts'] as const,
    /** Every month's shifts, whatever the filters: a changed shift may be in any of them. */
    months: ['shifts', 'month'] as const,
    month: ({ year, month, organizationId, locationId, near, minRateCents }: ShiftMonthKey) =>
      ['shifts', 'month', { year, month, organizationId, locationId, near, minRateCents }] as const,
    detail: (id: number) => ['shifts', 'detail', id] as const,
    requests: (id: number) => ['shifts', 'detail', id, 'requests'] as const,
    /** Why the signed-in person may not work it (issue #24 §1): under the shift, refreshed with it. */
    eligibility: (id: number) => ['shifts', 'detail', id, 'eligibility'] as const,
    /** Its history (#16 §4): under the shift, so every change and live update refreshes it. */
    history: (id: number) => ['shifts', 'detail', id, 'history'] as const,
    /** Its timesheet (issue #28 §3): under the shift, so the shift's changes refresh it. */
    timesheet: (id: number) => ['shifts', 'detail', id, 'timesheet'] as const,
    /** Whom the Assign dialog offers, for every search; under the shift, so assigning refreshes it. */
    assignableAll: (id: number) => ['shifts', 'detail', id, 'assignable'] as const,
    assignable: (id: number, search: string) =>
      ['shifts', 'detail', id, 'assignable', search] as const,
    dashboard: ['shifts', 'dashboard'] as const,
  },
  reports: {
    shifts: (request: object) => ['reports', 'shifts', request] as const,
    payroll: (request: object) => ['reports', 'payroll', request] as const,
  },
  /** The signed-in person's notification centre: marking read refreshes the list and the badge. */
  notifications: {
    all: ['notifications'] as const,
    list: ['notifications', 'list'] as const,
    unreadCount: ['notifications', 'unread-count'] as const,
  },
  config: ['config'] as const,
};
