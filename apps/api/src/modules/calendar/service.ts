import {
  CALENDAR_CANCELLED_DAYS,
  CALENDAR_FEED_FUTURE_DAYS,
  CALENDAR_FEED_PAST_DAYS,
  CALENDAR_MESSAGES,
  calendarFeedScopes,
  locationOfFeedScope,
  formatPay,
  lunchLabel,
  managedShiftEventTitle,
  ownShiftEventTitle,
  shiftPagePath,
  shiftStateWord,
  shiftStatus,
  type Actor,
  type CalendarFeed,
  type CalendarFeedList,
  type CalendarFeedScope,
  type CalendarShiftState,
  type ShiftPay,
} from '@chairside/domain';
import { findSignedInUser } from '../../auth/actor-queries.ts';
import type { Executor } from '../../db/client.ts';
import type { AppContext } from '../../context.ts';
import { NotFoundError } from '../../lib/errors.ts';
import {
  findDeletedShiftEvents,
  findManagedShiftEvents,
  findOwnShiftEvents,
  type FeedWindow,
  type ManagedScope,
} from './event-queries.ts';
import {
  findFeedByTokenHashAcrossOrganizations,
  findOrganizationLocations,
  findOwnFeeds,
  saveFeed,
  type StoredFeed,
} from './feed-queries.ts';
import { feedToken, feedTokenHash, newFeedNonce } from './feed-tokens.ts';
import { renderFeed, type FeedEvent } from './ics.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The feeds the actor may hold, each with the name it goes by. */
async function allowedFeeds(db: Executor, actor: Actor) {
  const organization = await findOrganizationLocations(db, actor);
  const names = new Map<CalendarFeedScope, string>([
    ['mine', CALENDAR_MESSAGES.myShifts],
    ['organization', organization.name],
  ]);
  for (const location of organization.locations)
    names.set(`location-${location.id}`, location.name);
  const scopes = calendarFeedScopes(
    actor,
    organization.locations.map((location) => location.id),
  );
  return scopes.map((scope) => ({ scope, label: names.get(scope) ?? scope }));
}

function feedUrl(ctx: AppContext, token: string): string {
  return `${ctx.config.publicUrl}/api/calendar/${token}.ics`;
}

/** Stores a feed with a fresh nonce (a new URL) and answers its token. */
async function issueFeed(ctx: AppContext, userId: number, scope: CalendarFeedScope) {
  const feed = { userId, scope, nonce: newFeedNonce() };
  const token = feedToken(ctx.config.jwtSecret, feed);
  await saveFeed(ctx.db, { ...feed, tokenHash: feedTokenHash(token) });
  return token;
}

/**
 * The token of a stored feed. Should the server secret have changed, the URL it derives is the
 * one Settings shows, so its hash is stored again.
 */
async function currentToken(ctx: AppContext, feed: StoredFeed) {
  const token = feedToken(ctx.config.jwtSecret, {
    userId: feed.userId,
    scope: feed.scope as CalendarFeedScope,
    nonce: feed.nonce,
  });
  const tokenHash = feedTokenHash(token);
  if (tokenHash !== feed.tokenHash) await saveFeed(ctx.db, { ...feed, tokenHash });
  return token;
}

/** GET /calendar/feeds: the caller's feeds with their URLs; a missing one is created. */
export async function listFeeds(ctx: AppContext, actor: Actor): Promise<CalendarFeedList> {
  const stored = new Map((await findOwnFeeds(ctx.db, actor)).map((feed) => [feed.scope, feed]));
  const feeds: CalendarFeed[] = [];
  for (const { scope, label } of await allowedFeeds(ctx.db, actor)) {
    const feed = stored.get(scope);
    const token = feed ? await currentToken(ctx, feed) : await issueFeed(ctx, actor.id, scope);
    feeds.push({ scope, label, url: feedUrl(ctx, token) });
  }
  return { feeds };
}

/** POST /calendar/feeds/:scope/regenerate: a new URL; the old one answers 404 from now on. */
export async function regenerateFeed(
  ctx: AppContext,
  actor: Actor,
  scope: CalendarFeedScope,
): Promise<CalendarFeed> {
  const allowed = (await allowedFeeds(ctx.db, actor)).find((feed) => feed.scope === scope);
  if (!allowed) throw new NotFoundError(CALENDAR_MESSAGES.feedNotFound);
  const token = await issueFeed(ctx, actor.id, scope);
  return { ...allowed, url: feedUrl(ctx, token) };
}

function feedWindow(now: Date): FeedWindow {
  return {
    from: new Date(now.getTime() - CALENDAR_FEED_PAST_DAYS * DAY_MS),
    to: new Date(now.getTime() + CALENDAR_FEED_FUTURE_DAYS * DAY_MS),
    cancelledSince: new Date(now.getTime() - CALENDAR_CANCELLED_DAYS * DAY_MS),
  };
}

function positionLine(position: string, specialty: string | null): string {
  return specialty ? `Position: ${position} (${specialty})` : `Position: ${position}`;
}

/** What the event says of its shift; internal notes stay out, as the URL can be shared. */
function shiftDescription(
  shift: {
    position: string;
    specialty: string | null;
    lunchMinutes: number;
    notes: string | null;
  } & ShiftPay,
  link: string,
): string {
  return [
    positionLine(shift.position, shift.specialty),
    `Lunch: ${lunchLabel(shift.lunchMinutes)}`,
    // Issue #28 §1: '$52.50/h · 1099 · Net 7'.
    `Pay: ${formatPay(shift)}`,
    shift.notes && `Notes: ${shift.notes}`,
    link,
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * GET /calendar/:token.ics: the feed's iCalendar text. A token nobody holds, a deactivated
 * owner, and a scope the owner may no longer see all answer the same 404.
 */
export async function feedText(ctx: AppContext, token: string, now: Date): Promise<string> {
  const feed = await findFeedByTokenHashAcrossOrganizations(ctx.db, feedTokenHash(token));
  const owner = feed ? await findSignedInUser(ctx.db, feed.userId) : null;
  const allowed = owner?.isActive ? await allowedFeeds(ctx.db, owner) : [];
  const named = allowed.find((candidate) => candidate.scope === feed?.scope);
  if (!feed || !owner || !named) throw new NotFoundError(CALENDAR_MESSAGES.feedNotFound);
  const window = feedWindow(now);
  const link = (shiftId: number) => `${ctx.config.publicUrl}${shiftPagePath(shiftId)}`;
  const events =
    named.scope === 'mine'
      ? await ownEvents(ctx.db, owner, window, link)
      : await managedEvents(
          ctx.db,
          { owner, locationId: locationOfFeedScope(named.scope) },
          window,
          link,
        );
  return renderFeed(`Chairside — ${named.label}`, new URL(ctx.config.publicUrl).host, events);
}

async function ownEvents(
  db: Executor,
  owner: Actor,
  window: FeedWindow,
  link: (shiftId: number) => string,
): Promise<FeedEvent[]> {
  const rows = await findOwnShiftEvents(db, owner, window);
  return rows.map((row) => ({
    shiftId: row.shiftId,
    // A partly covered shift: the person's own hours.
    start: row.startTime ?? row.startsAt,
    end: row.endTime ?? row.endsAt,
    timezone: row.timezone,
    title: ownShiftEventTitle(row.position, row.organizationName, row.locationName),
    description: shiftDescription(row, link(row.shiftId)),
    place: row,
    url: link(row.shiftId),
    cancelled: row.cancelled,
    changedAt: new Date(row.changedAt),
  }));
}

/** The shift's state word (issue #26 §1) as managers' feeds put it before the title. */
function managedState(row: {
  requests: number;
  offers: number;
  confirmedName: string | null;
  confirmedPartial: boolean;
}): CalendarShiftState {
  const confirmed = row.confirmedName === null ? 0 : 1;
  const status = shiftStatus({ ...row, confirmed });
  const word = shiftStateWord({ status, offers: row.offers, offerExpiresAt: null });
  if (word === 'Confirmed' && row.confirmedName) {
    return { kind: 'confirmed', name: row.confirmedName, partial: row.confirmedPartial };
  }
  return { kind: word === 'Offered' ? 'offered' : word === 'Requested' ? 'requested' : 'open' };
}

async function managedEvents(
  db: Executor,
  scope: ManagedScope,
  window: FeedWindow,
  link: (shiftId: number) => string,
): Promise<FeedEvent[]> {
  const [live, deleted] = await Promise.all([
    findManagedShiftEvents(db, scope, window),
    findDeletedShiftEvents(db, scope, window),
  ]);
  const liveEvents = live.map((row): FeedEvent => {
    const state = managedState(row);
    return {
      shiftId: row.shiftId,
      start: row.startsAt,
      end: row.endsAt,
      timezone: row.timezone,
      title: managedShiftEventTitle(state, row.position, row.locationName),
      description: shiftDescription(row, link(row.shiftId)),
      place: row,
      url: link(row.shiftId),
      cancelled: false,
      changedAt: new Date(row.changedAt),
    };
  });
  const deletedEvents = deleted.map((row): FeedEvent => ({
    shiftId: row.shiftId,
    start: row.startsAt,
    end: row.endsAt,
    timezone: row.timezone,
    title: managedShiftEventTitle({ kind: 'cancelled' }, row.position, row.locationName),
    description: positionLine(row.position, row.specialty),
    place: row,
    url: null,
    cancelled: true,
    changedAt: row.deletedAt,
  }));
  return [...liveEvents, ...deletedEvents];
}
