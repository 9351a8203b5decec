import type { Actor, CalendarFeedScope } from '@chairside/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { calendarFeeds, locations, organizations } from '../../db/schema.ts';

export type StoredFeed = typeof calendarFeeds.$inferSelect;

/** The caller's own feeds: finders of this table take the owner. */
export async function findOwnFeeds(db: Executor, actor: Actor): Promise<StoredFeed[]> {
  return db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, actor.id));
}

/**
 * Forgets every feed of the owner (their sessions ended): the old URLs answer 404, and listing
 * the feeds creates them again with new nonces, so new URLs.
 */
export async function forgetOwnFeeds(db: Executor, userId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** Creates the owner's feed of a scope, or gives it a new nonce and token (the old URL dies). */
export async function saveFeed(
  db: Executor,
  feed: { userId: number; scope: CalendarFeedScope; nonce: string; tokenHash: string },
): Promise<void> {
  await db
    .insert(calendarFeeds)
    .values(feed)
    .onConflictDoUpdate({
      target: [calendarFeeds.userId, calendarFeeds.scope],
      set: { nonce: feed.nonce, tokenHash: feed.tokenHash },
    });
}

/**
 * The feed a URL's token opens. Platform-wide on purpose, like consuming a one-time code: the
 * token is the credential, and the service checks its owner before answering anything.
 */
export async function findFeedByTokenHashAcrossOrganizations(db: Executor, tokenHash: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash));
  return row ?? null;
}

/**
 * The actor's organization's name and its locations, for the feeds its managers may hold; none
 * for an actor of no organization.
 */
export async function findOrganizationLocations(db: Executor, actor: Actor) {
  const organizationId = actor.organizationId;
  if (organizationId === null) return { name: '', locations: [] };
  const [organization] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const rows = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(and(eq(locations.organizationId, organizationId)))
    .orderBy(asc(locations.name), asc(locations.id));
  return { name: organization?.name ?? '', locations: rows };
}
