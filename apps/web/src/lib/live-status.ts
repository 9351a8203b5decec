import { useSyncExternalStore } from 'react';

/**
 * Whether this tab's live-updates stream is open (issue #15 §1). Queries that poll, like the
 * bell's unread count, poll only while it is down: while it is up, events refresh them at once.
 */
let connected = false;
const listeners = new Set<() => void>();

export function setLiveConnected(value: boolean) {
  if (connected === value) return;
  connected = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLiveConnected(): boolean {
  return useSyncExternalStore(subscribe, () => connected);
}
