import type { ServerResponse } from 'node:http';
import { LIVE_MESSAGES, type LiveEvent } from '@chairside/domain';
import type { SignedInUser } from '../../auth/actor.ts';
import { findSignedInUser } from '../../auth/actor-queries.ts';
import type { AppContext } from '../../context.ts';
import { TooManyRequestsError } from '../../lib/errors.ts';
import { MAX_STREAMS_PER_USER } from '@chairside/domain';
import { eventFor, type Announcement } from './announcement.ts';
import type { LiveHub } from './hub.ts';
import { isCurrentSession } from './ticket-service.ts';

/** A comment line this often keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;
/** How long EventSource waits before it reconnects by itself. */
const RETRY_MS = 3000;

export function assertRoomForStream(hub: LiveHub, user: SignedInUser) {
  if (hub.streamsOf(user.id) >= MAX_STREAMS_PER_USER) {
    throw new TooManyRequestsError(LIVE_MESSAGES.tooManyStreams);
  }
}

function write(raw: ServerResponse, id: string, event: LiveEvent) {
  raw.write(`id: ${id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`);
}

/**
 * Serves one event stream on the raw response (never compressed nor buffered) until the client
 * goes, or the user is deactivated or their sessions revoked.
 */
export function serveStream(
  ctx: AppContext,
  hub: LiveHub,
  user: SignedInUser,
  raw: ServerResponse,
  lastEventId: string | undefined,
) {
  raw.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    'Content-Encoding': 'identity',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  raw.write(`retry: ${RETRY_MS}\n\n`);
  raw.flushHeaders();

  const close = () => {
    clearInterval(heartbeat);
    unsubscribe();
    raw.end();
  };
  /** Ends the stream once the session that opened it has ended (its token version moved on). */
  const closeUnlessCurrent = () => {
    void findSignedInUser(ctx.db, user.id).then((fresh) => {
      if (!fresh || !isCurrentSession(fresh, user.tokenVersion)) close();
    }, close);
  };
  const deliver = (announcement: Announcement, id: string) => {
    if (announcement.kind === 'sessions') {
      if (announcement.userId === user.id) closeUnlessCurrent();
      return;
    }
    const event = eventFor(user, announcement);
    if (event) write(raw, id, event);
  };

  const missed = lastEventId === undefined ? [] : hub.since(lastEventId);
  if (missed === null) write(raw, hub.lastId(), { kind: 'resync' });
  else for (const entry of missed) deliver(entry.announcement, entry.id);

  const unsubscribe = hub.subscribe({ userId: user.id, deliver, end: close });
  const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  raw.on('close', close);
  // A session ended between redeeming the ticket and subscribing above announced itself to no
  // one here: look once more, now that any later announcement will be heard.
  closeUnlessCurrent();
}
