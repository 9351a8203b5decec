import { defaultNotificationPreferences, type NotificationPreferences } from '@chairside/domain';
import type { SignedInUser } from '../../auth/actor.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import {
  findNotificationPreferencesAcrossOrganizations,
  saveNotificationPreferences,
} from '../notifications/index.ts';

/** A person's preferences as every message to them is sent by: saved, else the defaults. */
export async function preferencesOf(db: Executor, userId: number) {
  return (
    (await findNotificationPreferencesAcrossOrganizations(db, userId)) ??
    defaultNotificationPreferences()
  );
}

export async function getNotificationPreferences(ctx: AppContext, actor: SignedInUser) {
  return preferencesOf(ctx.db, actor.id);
}

export async function updateNotificationPreferences(
  ctx: AppContext,
  actor: SignedInUser,
  preferences: NotificationPreferences,
) {
  await saveNotificationPreferences(ctx.db, actor.id, preferences);
  return preferencesOf(ctx.db, actor.id);
}
