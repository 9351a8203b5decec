/** The installable app offline and after a release (issue #15 §4). */
export const APP_STATUS_MESSAGES = {
  offline: 'You are offline',
  offlineDetail: 'Showing what you last saw here. Changes wait for a connection.',
  readOnly: 'Offline: read only',
  /** Issue #26 §9: offline, where something was never loaded on this device. */
  notLoadedOffline: 'Not loaded before you went offline. It shows once you are back online.',
  /** Issue #26 §9: why an action is unavailable offline. */
  needsConnection: 'Needs a connection',
  newVersion: 'New version available',
  reload: 'Reload',
} as const;
