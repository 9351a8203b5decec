import type { LiveEvent } from '@chairside/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_BASE, apiPost } from './api-client.ts';
import { setLiveConnected } from './live-status.ts';
import { queryKeys } from './query-keys.ts';

/** The first wait before reconnecting after the stream drops; it doubles up to the most. */
const FIRST_RETRY_MS = 1000;
const MOST_RETRY_MS = 30_000;

const EVENT_KINDS = ['shift', 'request', 'notification', 'resync'] as const;

/** Refreshes exactly what an event touches (a shift's month, day panel, detail, dashboard…). */
function invalidate(queryClient: QueryClient, event: LiveEvent) {
  const refresh = (queryKey: readonly unknown[]) =>
    void queryClient.invalidateQueries({ queryKey });
  switch (event.kind) {
    case 'shift':
    case 'request': {
      const shiftId = event.kind === 'shift' ? event.id : event.shiftId;
      // The month holds the day panel's shifts and their counts; the detail holds its requests.
      refresh(queryKeys.shifts.months);
      refresh(queryKeys.shifts.detail(shiftId));
      refresh(queryKeys.shifts.dashboard);
      break;
    }
    case 'notification':
      refresh(queryKeys.notifications.all);
      break;
    case 'resync':
      void queryClient.invalidateQueries();
  }
}

/**
 * Issue #15 §1: the signed-in tab's one event stream. A fresh single-use ticket opens each
 * connection (the access token never goes in a URL); after a drop it reconnects with backoff
 * and refetches everything, since what happened meanwhile was not heard.
 */
export function useLiveUpdates(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let delay = FIRST_RETRY_MS;
    let dropped = false;

    const reconnect = () => {
      setLiveConnected(false);
      if (stopped) return;
      dropped = true;
      timer = setTimeout(() => void open(), delay);
      delay = Math.min(delay * 2, MOST_RETRY_MS);
    };

    const open = async () => {
      let ticket: string;
      try {
        ({ ticket } = await apiPost('/events/ticket', (domain) => domain.eventTicketSchema));
      } catch {
        reconnect();
        return;
      }
      if (stopped) return;
      source = new EventSource(`${API_BASE}/events?ticket=${encodeURIComponent(ticket)}`);
      source.onopen = () => {
        setLiveConnected(true);
        delay = FIRST_RETRY_MS;
        if (dropped) void queryClient.invalidateQueries();
        dropped = false;
      };
      // EventSource would retry with the spent ticket: close it and open with a new one.
      source.onerror = () => {
        source?.close();
        reconnect();
      };
      for (const kind of EVENT_KINDS) {
        source.addEventListener(kind, (message) => {
          // Our own server's frames (GET /events): the event's name is its kind.
          invalidate(queryClient, JSON.parse((message as MessageEvent<string>).data) as LiveEvent);
        });
      }
    };

    void open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
      setLiveConnected(false);
    };
  }, [enabled, queryClient]);
}
