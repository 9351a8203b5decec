import {
  defaultNotificationPreferences,
  NOTIFICATION_GROUP_TEXT,
  UNSUBSCRIBE_MESSAGES,
  type UnsubscribeResponse,
} from '@chairside/domain';
import type { AppContext } from '../../context.ts';
import { BadRequestError, NotFoundError } from '../../lib/errors.ts';
import { saveNotificationPreferences } from './notification-preferences-queries.ts';
import { lockUnsubscriber } from './unsubscribe-queries.ts';
import { readUnsubscribeToken } from './unsubscribe-tokens.ts';

/**
 * Turns off the email channel of the token's event group in its person's preferences (from the
 * defaults when they never saved), leaving every other choice as it was. Unsubscribing twice
 * answers the same.
 */
export async function unsubscribe(
  ctx: AppContext,
  token: string | undefined,
): Promise<UnsubscribeResponse> {
  const target = readUnsubscribeToken(ctx.config.jwtSecret, token);
  if (!target) throw new BadRequestError(UNSUBSCRIBE_MESSAGES.invalidLink);
  await ctx.db.transaction(async (tx) => {
    const person = await lockUnsubscriber(tx, target.userId);
    if (!person?.isActive) throw new NotFoundError(UNSUBSCRIBE_MESSAGES.accountGone);
    const preferences = person.preferences ?? defaultNotificationPreferences();
    const channels = preferences.channels[target.group];
    await saveNotificationPreferences(tx, target.userId, {
      ...preferences,
      channels: { ...preferences.channels, [target.group]: { ...channels, email: false } },
    });
  });
  const { label } = NOTIFICATION_GROUP_TEXT[target.group];
  return { group: target.group, label, message: UNSUBSCRIBE_MESSAGES.done(label) };
}
