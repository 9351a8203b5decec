import type { CalendarFeed, CalendarFeedList } from '@chairside/domain';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { shiftRequests, users } from '../../src/db/schema.ts';
import { feedText } from '../../src/modules/calendar/service.ts';
import { appForFile, callsAs } from '../support/app.ts';
import { makeLocation } from '../support/factories.ts';
import { nextOffsetChange } from '../support/report-world.ts';
import {
  localFromNow,
  makeRequest,
  makeShift,
  makeTeam,
  type Team,
  type TeamMember,
} from '../support/shift-world.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const t = appForFile();

interface ParsedEvent {
  uid: string;
  summary: string;
  status: string | null;
  sequence: number;
  /** Wall clock and zone as the parser reads DTSTART / DTEND. */
  start: string;
  end: string;
  zone: string;
  startInstant: Date;
  location: string;
  geo: number[] | null;
  description: string;
}

/** Reads a feed with ical.js, an independent parser, its VTIMEZONEs registered first. */
function parseFeed(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      status: component.getFirstPropertyValue('status') as string | null,
      sequence: event.sequence,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      zone: event.startDate.zone.tzid,
      startInstant: event.startDate.toJSDate(),
      location: event.location,
      geo: component.getFirstPropertyValue('geo') as number[] | null,
      description: event.description,
    };
  });
}

async function feedsOf(member: { token: string }): Promise<CalendarFeed[]> {
  const response = await callsAs(t.app, member.token).get('/api/calendar/feeds');
  expect(response.statusCode).toBe(200);
  return (response.json() as CalendarFeedList).feeds;
}

function pathOf(feed: CalendarFeed): string {
  return new URL(feed.url).pathname;
}

async function feedPath(member: { token: string }, scope: string) {
  const feed = (await feedsOf(member)).find((candidate) => candidate.scope === scope);
  if (!feed) throw new Error(`no ${scope} feed`);
  return pathOf(feed);
}

/** The feed as a calendar app reads it: its URL alone, no bearer token. */
async function readFeed(path: string) {
  const response = await t.app.inject({ method: 'GET', url: path });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
  return parseFeed(response.body);
}

async function fetchFeed(member: { token: string }, scope: string) {
  return readFeed(await feedPath(member, scope));
}

/**
 * The feed at `path` as it reads 31 days on, past CALENDAR_CANCELLED_DAYS: the service is handed
 * that clock. Faking Date instead moves the embedded database's clock as well; PostgreSQL's
 * timers armed then lie 31 days ahead once it moves back, and re-arm every millisecond.
 */
async function readFeedThirtyOneDaysLater(path: string) {
  const token = path.slice(path.lastIndexOf('/') + 1, -'.ics'.length);
  return parseFeed(await feedText(t, token, new Date(Date.now() + 31 * DAY_MS)));
}

const onShift = (events: ParsedEvent[], shiftId: number) =>
  events.find((event) => event.uid.startsWith(`shift-${shiftId}@`));

let team: Team;
let hygienist: TeamMember;
let colleague: TeamMember;
beforeAll(async () => {
  team = await makeTeam(t, 'Feeds');
  hygienist = await team.make({ name: 'Jane Doe' });
  colleague = await team.make({ name: 'Sam Roe' });
});

describe('calendar feeds: who holds which', () => {
  it('gives an employee only their own feed', async () => {
    expect((await feedsOf(hygienist)).map((feed) => feed.scope)).toEqual(['mine']);
  });

  it('gives a location manager a feed of each location they manage, and no organization feed', async () => {
    const scopes = (await feedsOf(team.locationManager)).map((feed) => feed.scope);
    expect(scopes).toEqual(['mine', `location-${team.locations[0].id}`]);
  });

  it('gives a manager the organization feed and one per location', async () => {
    const scopes = (await feedsOf(team.manager)).map((feed) => feed.scope).sort();
    expect(scopes).toEqual(
      [
        'mine',
        'organization',
        ...team.locations.map((location) => `location-${location.id}`),
      ].sort(),
    );
  });

  it('refuses to reset a feed of a location the caller does not manage with 404', async () => {
    const response = await callsAs(t.app, team.locationManager.token).post(
      `/api/calendar/feeds/location-${team.locations[1].id}/regenerate`,
    );
    expect(response.statusCode).toBe(404);
    const employee = await callsAs(t.app, hygienist.token).post(
      '/api/calendar/feeds/organization/regenerate',
    );
    expect(employee.statusCode).toBe(404);
  });

  it('answers 400 to a scope that is no feed', async () => {
    const response = await callsAs(t.app, hygienist.token).post(
      '/api/calendar/feeds/everything/regenerate',
    );
    expect(response.statusCode).toBe(400);
  });

  it('keeps the same URL across reads until it is reset', async () => {
    const [first] = await feedsOf(hygienist);
    const [again] = await feedsOf(hygienist);
    expect(again.url).toBe(first.url);
    expect(first.url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  });
});

describe('calendar feeds: never cached', () => {
  it('answers a feed with Cache-Control: no-store, as docs/API.md says', async () => {
    const response = await t.app.inject({ method: 'GET', url: await feedPath(hygienist, 'mine') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe("calendar feeds: the person's own feed", () => {
  it('holds only their own confirmed shifts', async () => {
    const location = team.locations[0];
    const mine = await makeShift(t.db, { locationId: location.id, local: localFromNow(5) });
    const requested = await makeShift(t.db, { locationId: location.id, local: localFromNow(6) });
    const theirs = await makeShift(t.db, { locationId: location.id, local: localFromNow(7) });
    await makeRequest(t.db, { shiftId: mine.id, employeeId: hygienist.id, status: 'Confirmed' });
    await makeRequest(t.db, { shiftId: requested.id, employeeId: hygienist.id });
    await makeRequest(t.db, { shiftId: theirs.id, employeeId: colleague.id, status: 'Confirmed' });

    const events = await fetchFeed(hygienist, 'mine');
    expect(onShift(events, mine.id)).toMatchObject({
      summary: `Hygienist at Feeds Dental — ${location.name}`,
      status: 'CONFIRMED',
      geo: [location.latitude, location.longitude],
    });
    expect(onShift(events, mine.id)?.location).toContain(location.addressLine1);
    expect(onShift(events, mine.id)?.description).toContain(`/dashboard/shifts/${mine.id}`);
    expect(onShift(events, requested.id)).toBeUndefined();
    expect(onShift(events, theirs.id)).toBeUndefined();
  });

  it('says the pay: the rate the person agreed to in their own feed (issue #28)', async () => {
    const shift = await makeShift(t.db, {
      locationId: team.locations[0].id,
      local: localFromNow(8),
      hourlyRateCents: 5000,
      engagement: '1099',
      paymentTerms: 'net_7',
    });
    await makeRequest(t.db, {
      shiftId: shift.id,
      employeeId: hygienist.id,
      status: 'Confirmed',
      agreedRateCents: 5500,
    });
    const event = onShift(await fetchFeed(hygienist, 'mine'), shift.id);
    expect(event?.description).toContain('Pay: $55.00/h · 1099 · Net 7');
  });

  it('shows a cancelled assignment as STATUS:CANCELLED for 30 days, then drops it', async () => {
    const shift = await makeShift(t.db, {
      locationId: team.locations[0].id,
      local: localFromNow(10),
    });
    const request = await makeRequest(t.db, {
      shiftId: shift.id,
      employeeId: hygienist.id,
      status: 'Confirmed',
    });
    const before = onShift(await fetchFeed(hygienist, 'mine'), shift.id);
    await t.db
      .update(shiftRequests)
      .set({ declined: true, declineReason: 'cancelled', cancelledAt: new Date() })
      .where(eq(shiftRequests.id, request.id));

    const cancelled = onShift(await fetchFeed(hygienist, 'mine'), shift.id);
    expect(cancelled?.status).toBe('CANCELLED');
    expect(cancelled?.uid).toBe(before?.uid);

    const path = await feedPath(hygienist, 'mine');
    expect(onShift(await readFeedThirtyOneDaysLater(path), shift.id)).toBeUndefined();
  });
});

describe("calendar feeds: managers' feeds", () => {
  it('names each shift state in the title', async () => {
    const [location] = team.locations;
    const open = await makeShift(t.db, { locationId: location.id, local: localFromNow(20) });
    const requested = await makeShift(t.db, { locationId: location.id, local: localFromNow(21) });
    const offered = await makeShift(t.db, { locationId: location.id, local: localFromNow(22) });
    const confirmed = await makeShift(t.db, { locationId: location.id, local: localFromNow(23) });
    const partly = await makeShift(t.db, { locationId: location.id, local: localFromNow(24) });
    await makeRequest(t.db, { shiftId: requested.id, employeeId: colleague.id });
    await makeRequest(t.db, { shiftId: offered.id, employeeId: colleague.id, status: 'Offered' });
    await makeRequest(t.db, {
      shiftId: confirmed.id,
      employeeId: hygienist.id,
      status: 'Confirmed',
    });
    await makeRequest(t.db, {
      shiftId: partly.id,
      employeeId: hygienist.id,
      status: 'Confirmed',
      startTime: partly.startsAt,
      endTime: new Date(partly.startsAt.getTime() + 4 * 60 * 60 * 1000),
    });

    const events = await fetchFeed(team.locationManager, `location-${location.id}`);
    const title = (shiftId: number) => onShift(events, shiftId)?.summary;
    expect(title(open.id)).toBe(`[Open] Hygienist — ${location.name}`);
    expect(title(requested.id)).toBe(`[Requested] Hygienist — ${location.name}`);
    expect(title(offered.id)).toBe(`[Offered] Hygienist — ${location.name}`);
    expect(title(confirmed.id)).toBe(`[Confirmed: Jane Doe] Hygienist — ${location.name}`);
    expect(title(partly.id)).toBe(`[Partly confirmed: Jane Doe] Hygienist — ${location.name}`);
  });

  it('says the posted pay of each shift, or that its rate is not shown (issue #28)', async () => {
    const [location] = team.locations;
    const paid = await makeShift(t.db, {
      locationId: location.id,
      local: localFromNow(25),
      hourlyRateCents: 5250,
    });
    const unpaid = await makeShift(t.db, { locationId: location.id, local: localFromNow(26) });
    const events = await fetchFeed(team.locationManager, `location-${location.id}`);
    expect(onShift(events, paid.id)?.description).toContain('Pay: $52.50/h · W-2 · Net 15');
    expect(onShift(events, unpaid.id)?.description).toContain('Pay: Rate not shown · W-2 · Net 15');
  });

  it("keeps a location's feed to that location and the organization's feed to all of them", async () => {
    const [first, second] = team.locations;
    const elsewhere = await makeShift(t.db, { locationId: second.id, local: localFromNow(30) });
    expect(
      onShift(await fetchFeed(team.locationManager, `location-${first.id}`), elsewhere.id),
    ).toBeUndefined();
    expect(onShift(await fetchFeed(team.manager, 'organization'), elsewhere.id)).toBeDefined();
  });

  it('raises SEQUENCE when the shift changes', async () => {
    const shift = await makeShift(t.db, {
      locationId: team.locations[0].id,
      local: localFromNow(31),
    });
    const request = await makeRequest(t.db, { shiftId: shift.id, employeeId: colleague.id });
    const before = onShift(await fetchFeed(team.manager, 'organization'), shift.id);
    await t.db
      .update(shiftRequests)
      .set({ status: 'Offered', updatedAt: new Date(Date.now() + 5 * 60_000) })
      .where(eq(shiftRequests.id, request.id));
    const after = onShift(await fetchFeed(team.manager, 'organization'), shift.id);
    expect(after?.summary).toMatch(/^\[Offered\]/);
    expect(after?.sequence).toBeGreaterThan(before?.sequence ?? Infinity);
  });

  it('shows a deleted shift as STATUS:CANCELLED for 30 days, then drops it', async () => {
    const shift = await makeShift(t.db, {
      locationId: team.locations[0].id,
      local: localFromNow(12),
    });
    const deleted = await callsAs(t.app, team.manager.token).del(`/api/shifts/${shift.id}`);
    expect(deleted.statusCode).toBe(204);

    const event = onShift(await fetchFeed(team.manager, 'organization'), shift.id);
    expect(event).toMatchObject({ status: 'CANCELLED' });
    expect(event?.summary).toMatch(/^\[Cancelled\] Hygienist/);

    const path = await feedPath(team.manager, 'organization');
    expect(onShift(await readFeedThirtyOneDaysLater(path), shift.id)).toBeUndefined();
  });
});

describe('calendar feeds: local times across DST changes', () => {
  const ZONE = 'America/New_York';

  it.each(['forward', 'back'] as const)(
    'gives the local hours of shifts on each side of the %s change',
    async (direction) => {
      const change = nextOffsetChange(ZONE, direction);
      const location = await makeLocation(t.db, team.organization.id, {
        name: `Harbor ${direction}`,
        timezone: ZONE,
      });
      const before = await makeShift(t.db, {
        locationId: location.id,
        local: `${change.dayBefore}T09:00`,
      });
      const after = await makeShift(t.db, {
        locationId: location.id,
        local: `${change.day}T09:00`,
      });
      const events = await fetchFeed(team.manager, `location-${location.id}`);

      for (const shift of [before, after]) {
        const event = onShift(events, shift.id);
        const day = shift.id === before.id ? change.dayBefore : change.day;
        expect(event).toMatchObject({
          start: `${day}T09:00:00`,
          end: `${day}T17:00:00`,
          zone: ZONE,
        });
        expect(event?.startInstant.getTime()).toBe(shift.startsAt.getTime());
      }
    },
  );
});

describe('calendar feeds: links that stop working', () => {
  it('answers 404 to the old URL once the feed is reset', async () => {
    const member = await team.make();
    const [old] = await feedsOf(member);
    const reset = await callsAs(t.app, member.token).post('/api/calendar/feeds/mine/regenerate');
    expect(reset.statusCode).toBe(200);
    const renewed = reset.json() as CalendarFeed;
    expect(renewed.url).not.toBe(old.url);
    expect((await t.app.inject({ method: 'GET', url: pathOf(old) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: pathOf(renewed) })).statusCode).toBe(200);
    expect((await feedsOf(member))[0].url).toBe(renewed.url);
  });

  it("answers 404 to a deactivated person's feed", async () => {
    const member = await team.make();
    const [feed] = await feedsOf(member);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, member.id));
    expect((await t.app.inject({ method: 'GET', url: pathOf(feed) })).statusCode).toBe(404);
  });

  it('answers 404 to a token nobody holds and 400 to one of the wrong shape', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/calendar/${'a'.repeat(43)}.ics`,
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/calendar/short.ics' });
    expect(malformed.statusCode).toBe(400);
  });
});
