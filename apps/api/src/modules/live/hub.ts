import { randomUUID } from 'node:crypto';
import type { Announcement } from './announcement.ts';

/** Announcements an instance keeps so that a reconnecting stream can resume. */
const RING_SIZE = 500;

export interface Subscriber {
  userId: number;
  deliver(announcement: Announcement, eventId: string): void;
  /** Ends the stream (the instance is shutting down). */
  end(): void;
}

/**
 * The instance's one listener fanned out to its open streams. Event ids are this instance's
 * (`<instance>-<sequence>`): a Last-Event-ID of another instance, or one fallen out of the
 * ring, cannot resume and gets a resync instead.
 */
export function createLiveHub() {
  const instance = randomUUID().slice(0, 8);
  const ring: { seq: number; announcement: Announcement }[] = [];
  const subscribers = new Set<Subscriber>();
  let seq = 0;

  const idOf = (n: number) => `${instance}-${n}`;

  return {
    publish(payload: string) {
      let announcement: Announcement;
      try {
        announcement = JSON.parse(payload) as Announcement;
      } catch {
        return;
      }
      seq += 1;
      ring.push({ seq, announcement });
      if (ring.length > RING_SIZE) ring.shift();
      for (const subscriber of subscribers) subscriber.deliver(announcement, idOf(seq));
    },
    /** The id a new stream starts after. */
    lastId: () => idOf(seq),
    /** What came after `lastEventId`, or null when it cannot be resumed from here. */
    since(lastEventId: string) {
      const [prefix, number] = lastEventId.split('-');
      const after = Number(number);
      if (prefix !== instance || !Number.isInteger(after) || after > seq) return null;
      if (after < seq && (ring.length === 0 || ring[0].seq > after + 1)) return null;
      return ring
        .filter((entry) => entry.seq > after)
        .map((entry) => ({
          id: idOf(entry.seq),
          announcement: entry.announcement,
        }));
    },
    streamsOf: (userId: number) => [...subscribers].filter((s) => s.userId === userId).length,
    /** Ends every open stream, so that a graceful shutdown does not wait for them. */
    endAll() {
      for (const subscriber of [...subscribers]) subscriber.end();
    },
    subscribe(subscriber: Subscriber) {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
