import { NOTIFICATION_TYPES, type NotificationType } from '@chairside/domain';
import type { Executor } from '../../db/client.ts';
import { enqueuePush } from '../push/enqueue-push.ts';
import { shiftPagePath } from '../shifts/shift-summary.ts';
import { insertNotification } from './in-app-queries.ts';
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
 * The same notice goes to every device the person turned Web Push on in (issue #14: push
 * wherever the person has subscribed a device); a click opens its shift.
 */
export async function notify(db: Executor, notice: InAppNotice): Promise<void> {
  const title = NOTIFICATION_TYPES[notice.type].title;
  await insertNotification(db, { ...notice, title });
  const url = notice.shiftId === null ? '/dashboard' : shiftPagePath(notice.shiftId);
  await enqueuePush(db, notice.userId, { title, body: notice.body, url });
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
