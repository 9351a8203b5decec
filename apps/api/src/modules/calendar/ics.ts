import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { localClockOf, localDateOf } from '@chairside/domain';
import { ICalCalendar, ICalEventStatus } from 'ical-generator';

/** One event of a feed, in the words and place its shift gives it. */
export interface FeedEvent {
  shiftId: number;
  start: Date;
  end: Date;
  timezone: string;
  title: string;
  description: string;
  place: {
    locationName: string;
    addressLine1: string;
    addressLine2: string | null;
    city: string;
    stateCode: string;
    zipCode: string;
    latitude: number;
    longitude: number;
  };
  url: string | null;
  cancelled: boolean;
  /** When the event last changed: SEQUENCE grows with it. */
  changedAt: Date;
}

/** SEQUENCE counts minutes from this epoch, so it grows with every change yet fits 32 bits. */
const SEQUENCE_EPOCH_MS = Date.UTC(2024, 0, 1);

export function eventSequence(changedAt: Date): number {
  return Math.max(0, Math.floor((changedAt.getTime() - SEQUENCE_EPOCH_MS) / 60_000));
}

/**
 * ical-generator writes a time given with a time zone as that zone's wall clock, so the instant
 * goes in as its local 'YYYY-MM-DDTHH:MM:SS' there.
 */
function wallClock(instant: Date, timezone: string): string {
  return `${localDateOf(instant, timezone)}T${localClockOf(instant, timezone)}:00`;
}

function oneLineAddress(place: FeedEvent['place']): string {
  const street = [place.addressLine1, place.addressLine2].filter(Boolean).join(', ');
  return `${street}, ${place.city}, ${place.stateCode} ${place.zipCode}`;
}

/** The feed's iCalendar text: each event in its location's time zone, with its VTIMEZONE. */
export function renderFeed(name: string, host: string, events: FeedEvent[]): string {
  const calendar = new ICalCalendar({ name, prodId: { company: 'Chairside', product: 'Feeds' } });
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  for (const event of events) {
    calendar.createEvent({
      id: `shift-${event.shiftId}@${host}`,
      sequence: eventSequence(event.changedAt),
      stamp: event.changedAt,
      start: wallClock(event.start, event.timezone),
      end: wallClock(event.end, event.timezone),
      timezone: event.timezone,
      summary: event.title,
      description: event.description,
      location: {
        title: event.place.locationName,
        address: oneLineAddress(event.place),
        geo: { lat: event.place.latitude, lon: event.place.longitude },
      },
      url: event.url,
      status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
