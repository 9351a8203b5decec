import { z } from 'zod';
import { CALENDAR_MESSAGES } from './messages/general.ts';
import { isManagerial, type Actor } from './permissions.ts';

/** Issue #15 §2: a feed holds shifts from this many days back to this many days ahead. */
export const CALENDAR_FEED_PAST_DAYS = 60;
export const CALENDAR_FEED_FUTURE_DAYS = 365;
/** A cancelled or deleted shift stays in feeds, as STATUS:CANCELLED, this many days. */
export const CALENDAR_CANCELLED_DAYS = 30;

/**
 * Which shifts a feed holds: 'mine' (the person's confirmed shifts), 'organization' (every shift
 * of the organization) or 'location-<id>' (every shift of one location).
 */
export const calendarFeedScopeSchema = z
  .string()
  .regex(/^(mine|organization|location-[1-9][0-9]{0,9})$/, CALENDAR_MESSAGES.unknownFeed);
export type CalendarFeedScope = z.infer<typeof calendarFeedScopeSchema>;

export function locationFeedScope(locationId: number): CalendarFeedScope {
  return `location-${locationId}`;
}

/** The location of a 'location-<id>' scope; null for the others. */
export function locationOfFeedScope(scope: CalendarFeedScope): number | null {
  const match = /^location-(\d+)$/.exec(scope);
  return match ? Number(match[1]) : null;
}

/**
 * The feeds a person may hold: everyone their own; organization-wide managers and admins the
 * organization's; managers one per location they manage (the locations the shift routes let
 * them manage, of `organizationLocationIds`).
 */
export function calendarFeedScopes(
  actor: Actor,
  organizationLocationIds: readonly number[],
): CalendarFeedScope[] {
  const scopes: CalendarFeedScope[] = ['mine'];
  if (actor.organizationId === null || !isManagerial(actor.position)) return scopes;
  if (actor.position !== 'location_manager') scopes.push('organization');
  const managed =
    actor.position === 'location_manager'
      ? organizationLocationIds.filter((id) => actor.locationIds.includes(id))
      : organizationLocationIds;
  return [...scopes, ...managed.map(locationFeedScope)];
}

/** A shift's state as managers' feeds put it before the title. */
export type CalendarShiftState =
  | { kind: 'open' | 'requested' | 'offered' | 'cancelled' }
  | { kind: 'confirmed'; name: string; partial: boolean };

export function calendarStateLabel(state: CalendarShiftState): string {
  switch (state.kind) {
    case 'open':
      return '[Open]';
    case 'requested':
      return '[Requested]';
    case 'offered':
      return '[Offered]';
    case 'cancelled':
      return '[Cancelled]';
    case 'confirmed':
      return state.partial ? `[Partly confirmed: ${state.name}]` : `[Confirmed: ${state.name}]`;
  }
}

/** 'Hygienist at Smile Dental — Main St': a person's own shift. */
export function ownShiftEventTitle(
  position: string,
  organizationName: string,
  locationName: string,
): string {
  return `${position} at ${organizationName} — ${locationName}`;
}

/** '[Open] Hygienist — Main St': a shift in a manager's feed. */
export function managedShiftEventTitle(
  state: CalendarShiftState,
  position: string,
  locationName: string,
): string {
  return `${calendarStateLabel(state)} ${position} — ${locationName}`;
}

/** The feed's URL as calendar apps subscribe to it (webcal:// opens the system's calendar). */
export function webcalUrl(feedUrl: string): string {
  return feedUrl.replace(/^https?:\/\//, 'webcal://');
}

export function googleCalendarSubscribeUrl(feedUrl: string): string {
  return `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcalUrl(feedUrl))}`;
}

export function outlookCalendarSubscribeUrl(feedUrl: string, name: string): string {
  const query = new URLSearchParams({ url: webcalUrl(feedUrl), name });
  return `https://outlook.live.com/calendar/0/addfromweb?${query.toString()}`;
}
