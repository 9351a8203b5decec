import type {
  AppNotification,
  MarkNotificationsRead,
  notificationListQuerySchema,
  Page,
  UnreadCount,
} from '@chairside/domain';
import type { z } from 'zod';
import type { SignedInUser } from '../../auth/actor.ts';
import type { AppContext } from '../../context.ts';
import { pageWithTotal } from '../../lib/paging.ts';
import {
  countOwnNotifications,
  countOwnUnread,
  markOwnRead,
  ownNotifications,
  type NotificationRecord,
} from './in-app-queries.ts';

function present({
  notification: row,
  offerExpiresAt,
  timezone,
}: NotificationRecord): AppNotification {
  return {
    id: row.id,
    // Rows are written by notify() only, whose type is a NotificationType.
    type: row.type as AppNotification['type'],
    title: row.title,
    body: row.body,
    shiftId: row.shiftId,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    answerBy: offerExpiresAt && timezone ? { at: offerExpiresAt.toISOString(), timezone } : null,
  };
}

/** Every signed-in person reads their own notifications, and only theirs. */
export async function list(
  ctx: AppContext,
  actor: SignedInUser,
  query: z.output<typeof notificationListQuerySchema>,
): Promise<Page<AppNotification>> {
  const rows = await ownNotifications(ctx.db, actor.id, query);
  const page = await pageWithTotal(query, rows, () => countOwnNotifications(ctx.db, actor.id));
  return { items: page.items.map(present), total: page.total };
}

export async function unreadCount(ctx: AppContext, actor: SignedInUser): Promise<UnreadCount> {
  return { count: await countOwnUnread(ctx.db, actor.id) };
}

/** Ids that are not the caller's are ignored, so the answer never tells whose they are. */
export async function markRead(
  ctx: AppContext,
  actor: SignedInUser,
  payload: MarkNotificationsRead,
): Promise<UnreadCount> {
  await markOwnRead(ctx.db, actor.id, 'all' in payload ? 'all' : payload.ids);
  return unreadCount(ctx, actor);
}
