import type { AccountPosition } from './constants.ts';

/**
 * The events a person hears of (issue #14 §2), each with its event group (the unit of the
 * notification preferences and of an email's unsubscribe link) and the title of its in-app
 * notification.
 */
export const NOTIFICATION_TYPES = {
  new_shift: { group: 'newShifts', title: 'A new shift fits you' },
  request_received: { group: 'requests', title: 'New shift request' },
  request_withdrawn: { group: 'requests', title: 'Shift request withdrawn' },
  offer_received: { group: 'offers', title: 'You have a shift offer' },
  offer_expiring: { group: 'offers', title: 'Your shift offer expires soon' },
  offer_expired: { group: 'offers', title: 'A shift offer expired' },
  confirmed: { group: 'decisions', title: 'Shift confirmed' },
  declined: { group: 'decisions', title: 'Shift declined' },
  shift_changed: { group: 'shiftChanges', title: 'A shift changed' },
  shift_deleted: { group: 'shiftChanges', title: 'A shift was cancelled' },
  assignment_cancelled: { group: 'cancellations', title: 'A confirmed shift was cancelled' },
  shift_reopened: { group: 'cancellations', title: 'A shift you asked for is open again' },
  credential_expiring: { group: 'credentials', title: 'A credential expires soon' },
  credential_shortfall: { group: 'credentials', title: 'A confirmed shift lacks a credential' },
  timesheet_due: { group: 'timesheets', title: 'Submit your timesheet' },
  timesheet_waiting: { group: 'timesheets', title: 'A timesheet waits for approval' },
  timesheet_corrected: { group: 'timesheets', title: 'Your timesheet was corrected' },
} as const;

export type NotificationType = keyof typeof NOTIFICATION_TYPES;
export type NotificationGroup = (typeof NOTIFICATION_TYPES)[NotificationType]['group'];

/** The event groups in the order Settings lists them (the notification-preferences contract). */
export const NOTIFICATION_GROUPS = [
  'newShifts',
  'requests',
  'offers',
  'decisions',
  'shiftChanges',
  'cancellations',
  'credentials',
  'timesheets',
] as const satisfies readonly NotificationGroup[];

export const NOTIFICATION_TYPE_NAMES = Object.keys(NOTIFICATION_TYPES) as [
  NotificationType,
  ...NotificationType[],
];

/**
 * The groups that never reach a person of each position: only professionals get new-shift
 * alerts and never hear of requests (they manage no shift); an admin cannot ask for a shift,
 * so hears of no change to one asked for either.
 */
const NEVER_REACHES: Record<AccountPosition, readonly NotificationGroup[]> = {
  employee: ['requests'],
  location_manager: ['newShifts'],
  manager: ['newShifts'],
  admin: ['newShifts', 'shiftChanges'],
};

/**
 * Issue #26 §7: the event groups whose events can reach a person of `position`, in Settings'
 * order (a hygienist is not offered 'Someone asks for or withdraws from a shift you manage').
 */
export function notificationGroupsFor(position: AccountPosition): NotificationGroup[] {
  return NOTIFICATION_GROUPS.filter((group) => !NEVER_REACHES[position].includes(group));
}
