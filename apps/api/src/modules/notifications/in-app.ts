import { NOTIFICATION_TYPES, type NotificationType } from '@chairside/domain';
import type { Executor } from '../../db/client.ts';
import { insertNotifications } from './in-app-queries.ts';
import { describe, type ShiftSummary } from './shift-templates.ts';

export interface InAppNotice {
  userId: number;
  type: NotificationType;
  /** What happened, in one or two short sentences (the title says which event it is). */
  body: string;
  shiftId: number | null;
}

/**
 * Writes an in-app notification in the caller's transaction (DESIGN §6): it appears only if the
 * change commits. Its title is the event's, from the domain's one list of notification types.
 */
export async function notify(db: Executor, notice: InAppNotice): Promise<void> {
  await notifyAll(db, [notice]);
}

/** notify for many notices in one statement (a new shift's audience, DESIGN §6). */
export async function notifyAll(db: Executor, notices: InAppNotice[]): Promise<void> {
  await insertNotifications(
    db,
    notices.map((notice) => ({ ...notice, title: NOTIFICATION_TYPES[notice.type].title })),
  );
}

/** A notice about one shift: `lead` says what happened, then the shift as emails describe it. */
export function shiftNotice(
  userId: number,
  type: NotificationType,
  shiftId: number | null,
  summary: ShiftSummary,
  lead: string,
): InAppNotice {
  return { userId, type, shiftId, body: `${lead}: ${describe(summary)}` };
}
