import { z } from 'zod';
import { jsonId } from './fields.ts';
import { pageQueryFields } from './lists.ts';

/** GET /notifications: a page of the caller's notifications, the newest first. */
export const notificationListQuerySchema = z.object({ ...pageQueryFields });

/** POST /notifications/read: some of the caller's notifications by id, or all of them. */
export const markNotificationsReadSchema = z.union([
  z.object({ ids: z.array(jsonId()).min(1).max(500) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;
