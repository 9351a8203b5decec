import { z } from 'zod';
import { NOTIFICATION_TYPE_NAMES } from '../notification-types.ts';

/**
 * An in-app notification of the signed-in person (GET /notifications, issue #14 §2). `shiftId`
 * is null once the shift is deleted, or for a notice about no one shift.
 */
export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPE_NAMES),
  title: z.string(),
  body: z.string(),
  shiftId: z.number().int().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
  /**
   * Issue #26 §7: an offer's notice while the offer stands, its deadline (UTC) and the shift's
   * zone to read it in; null otherwise.
   */
  answerBy: z.object({ at: z.string(), timezone: z.string() }).nullable(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

/** GET /notifications/unread-count: what the bell's badge shows. */
export const unreadCountSchema = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
