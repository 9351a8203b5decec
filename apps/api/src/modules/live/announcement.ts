import {
  canReachOrganization,
  isRestrictedShiftView,
  type Actor,
  type LiveEvent,
} from '@chairside/domain';

/** What the database triggers NOTIFY (migration 0009) on the `chairside_live` channel. */
export type Announcement =
  | { kind: 'shift'; id: number; locationId: number; organizationId: number }
  | {
      kind: 'request';
      id: number;
      shiftId: number;
      userId: number;
      locationId?: number;
      organizationId?: number;
    }
  | { kind: 'notification'; id: number; userId: number }
  | { kind: 'sessions'; userId: number }
  /** A bulk write (over 100 rows in one transaction) announces this once instead of each row. */
  | { kind: 'resync' };

export const LIVE_CHANNEL = 'chairside_live';

/**
 * The event an actor may receive for an announcement, under the REST routes' scoping: shifts of
 * organizations they reach, requests they may view (their own, or all of a shift they manage),
 * only their own notifications. Null when it is not for them.
 */
export function eventFor(actor: Actor, announcement: Announcement): LiveEvent | null {
  switch (announcement.kind) {
    case 'shift':
      return canReachOrganization(actor, announcement.organizationId)
        ? { kind: 'shift', id: announcement.id }
        : null;
    case 'request': {
      const event = {
        kind: 'request' as const,
        id: announcement.id,
        shiftId: announcement.shiftId,
      };
      if (announcement.userId === actor.id) return event;
      const { locationId, organizationId } = announcement;
      if (locationId === undefined || organizationId === undefined) return null;
      if (!canReachOrganization(actor, organizationId)) return null;
      return isRestrictedShiftView(actor, { locationId }) ? null : event;
    }
    case 'notification':
      return announcement.userId === actor.id
        ? { kind: 'notification', id: announcement.id }
        : null;
    case 'sessions':
      return null;
    case 'resync':
      return { kind: 'resync' };
  }
}
