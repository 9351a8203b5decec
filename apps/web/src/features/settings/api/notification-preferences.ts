import type { NotificationPreferences } from '@chairside/domain';
import { queryKeys } from '@/lib/query-keys.ts';
import { mySetting } from './my-setting.ts';

/** GET and PUT /users/me/notification-preferences (issue #14 §2). */
const preferences = mySetting(
  '/users/me/notification-preferences',
  queryKeys.notificationPreferences,
  (domain) => domain.notificationPreferencesSchema,
);

export const useNotificationPreferences = preferences.useSaved;
export const useUpdateNotificationPreferences = () =>
  preferences.useUpdate<NotificationPreferences>();
