/** The installable app offline and after a release (issue #15 §4). */
export const APP_STATUS_MESSAGES = {
  offline: 'You are offline',
  offlineDetail: 'Showing what you last saw here. Changes wait for a connection.',
  readOnly: 'Offline: read only',
  newVersion: 'New version available',
  reload: 'Reload',
} as const;
