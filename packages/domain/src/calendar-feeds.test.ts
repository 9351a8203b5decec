import { describe, expect, it } from 'vitest';
import {
  calendarFeedScopeSchema,
  calendarFeedScopes,
  googleCalendarSubscribeUrl,
  locationOfFeedScope,
  managedShiftEventTitle,
  outlookCalendarSubscribeUrl,
  ownShiftEventTitle,
  webcalUrl,
} from './calendar-feeds.ts';
import type { Actor } from './permissions.ts';

const actor = (position: Actor['position'], locationIds: number[] = []): Actor => ({
  id: 1,
  position,
  organizationId: 7,
  locationIds,
});

describe('calendarFeedScopes', () => {
  it.each([
    ['employee', [], ['mine']],
    ['location_manager', [2], ['mine', 'location-2']],
    ['manager', [], ['mine', 'organization', 'location-1', 'location-2', 'location-3']],
    ['admin', [], ['mine', 'organization', 'location-1', 'location-2', 'location-3']],
  ] as const)('gives a %s the feeds of what they manage', (position, managed, expected) => {
    expect(calendarFeedScopes(actor(position, [...managed]), [1, 2, 3])).toEqual(expected);
  });

  it('gives a platform admin, who belongs to no organization, only their own feed', () => {
    expect(calendarFeedScopes({ ...actor('admin'), organizationId: null }, [])).toEqual(['mine']);
  });
});

describe('calendar feed scopes', () => {
  it('accepts only mine, organization and location-<id>', () => {
    for (const scope of ['mine', 'organization', 'location-12'])
      expect(calendarFeedScopeSchema.safeParse(scope).success).toBe(true);
    for (const scope of ['all', 'location-', 'location-0', 'location-1x'])
      expect(calendarFeedScopeSchema.safeParse(scope).success).toBe(false);
    expect(locationOfFeedScope('location-12')).toBe(12);
    expect(locationOfFeedScope('mine')).toBeNull();
  });
});

describe('calendar event titles', () => {
  it("names the person's own shift by what, who and where", () => {
    expect(ownShiftEventTitle('Hygienist', 'Smile Dental', 'Main St')).toBe(
      'Hygienist at Smile Dental — Main St',
    );
  });

  it("puts the shift's state first in managers' feeds", () => {
    expect(managedShiftEventTitle({ kind: 'open' }, 'Hygienist', 'Main St')).toBe(
      '[Open] Hygienist — Main St',
    );
    expect(
      managedShiftEventTitle(
        { kind: 'confirmed', name: 'Jane Doe', partial: false },
        'Hygienist',
        'Main St',
      ),
    ).toBe('[Confirmed: Jane Doe] Hygienist — Main St');
    expect(
      managedShiftEventTitle(
        { kind: 'confirmed', name: 'Jane Doe', partial: true },
        'Hygienist',
        'Main St',
      ),
    ).toBe('[Partly confirmed: Jane Doe] Hygienist — Main St');
  });
});

describe('calendar subscribe links', () => {
  const feed = 'https://chairside.example/api/calendar/abc.ics';

  it('subscribes with webcal:// for Apple, Google and Outlook', () => {
    expect(webcalUrl(feed)).toBe('webcal://chairside.example/api/calendar/abc.ics');
    expect(googleCalendarSubscribeUrl(feed)).toBe(
      'https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fchairside.example%2Fapi%2Fcalendar%2Fabc.ics',
    );
    expect(outlookCalendarSubscribeUrl(feed, 'Chairside')).toBe(
      'https://outlook.live.com/calendar/0/addfromweb?url=webcal%3A%2F%2Fchairside.example%2Fapi%2Fcalendar%2Fabc.ics&name=Chairside',
    );
  });
});
