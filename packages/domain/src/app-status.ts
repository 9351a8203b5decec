/**
 * The installable app offline and after a release (issue #15 §4). Apart from messages.ts, which
 * every screen loads: only the signed-in shell's lazy parts use these.
 */
export const APP_STATUS_MESSAGES = {
  offline: 'You are offline',
  offlineDetail: 'Showing what you last saw here. Changes wait for a connection.',
  readOnly: 'Offline: read only',
  newVersion: 'New version available',
  reload: 'Reload',
} as const;
