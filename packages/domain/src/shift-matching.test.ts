import { describe, expect, it } from 'vitest';
import { isOpenToOtherOrganizations, spansMeet } from './eligibility.ts';
import {
  matchShift,
  shiftWeekday,
  type MatchCandidate,
  type MatchShift,
  type ShiftFit,
} from './shift-matching.ts';

const OFFICE = { lat: 40.7128, lng: -74.006 };
/** About 69 miles to a degree of latitude. */
const milesNorth = (miles: number) => ({ lat: OFFICE.lat + miles / 69.05, lng: OFFICE.lng });

// Wednesday 2026-03-04, 9:00 to 17:00 in New York (14:00 to 22:00 UTC).
const shift: MatchShift = {
  position: 'Hygienist',
  specialty: null,
  organizationId: 1,
  location: OFFICE,
  startsAt: new Date('2026-03-04T14:00:00Z'),
  endsAt: new Date('2026-03-04T22:00:00Z'),
  timezone: 'America/New_York',
  stateCode: 'NY',
  credentialChecks: 'outsideProfessionals',
  confirmed: 0,
};
/** The server's clock: a day before the shift. */
const NOW = new Date('2026-03-03T14:00:00Z');

const independent: MatchCandidate = {
  name: 'Jordan Rivera',
  jobTitle: 'Hygienist',
  isActive: true,
  isVerified: true,
  organizationId: null,
  openToOtherOrganizations: false,
  home: milesNorth(10),
  travelRadiusMiles: 25,
  weekdays: [],
  confirmedSpans: [],
  credentials: [
    { type: 'hygiene_license', stateCode: 'NY', expiresOn: '2027-06-30', verified: true },
    { type: 'radiography', stateCode: 'NY', expiresOn: '2027-06-30', verified: true },
    { type: 'cpr_bls', stateCode: null, expiresOn: '2027-06-30', verified: true },
  ],
};

const span = (start: string, end: string) => ({ start: new Date(start), end: new Date(end) });
const NO = (reason: string) => ({ fits: false, reason });
const YES = { fits: true };

describe('matchShift: who a shift is for (issue #14 §1)', () => {
  it.each<[string, Partial<MatchCandidate>, Partial<MatchShift>, ShiftFit | object]>([
    ['an independent hygienist 10 miles away fits a Hygienist shift', {}, {}, YES],
    [
      'a front desk employee does not fit a Hygienist shift',
      { jobTitle: 'Front Desk' },
      {},
      NO('job-title'),
    ],
    [
      'a Specialty Assistant-Endo fits a Dental Assistant-Specialty shift in Endodontics',
      { jobTitle: 'Specialty Assistant-Endo' },
      { position: 'Dental Assistant-Specialty', specialty: 'Endodontics' },
      YES,
    ],
    [
      'a Specialty Assistant-Endo does not fit one in Orthodontics',
      { jobTitle: 'Specialty Assistant-Endo' },
      { position: 'Dental Assistant-Specialty', specialty: 'Orthodontics' },
      NO('job-title'),
    ],
    ['nobody hears of a filled shift', {}, { confirmed: 1 }, NO('filled')],
    [
      'nor of one that has started',
      {},
      { startsAt: new Date('2026-03-03T13:00:00Z'), endsAt: new Date('2026-03-03T20:00:00Z') },
      NO('started'),
    ],
    ['an inactive person hears of nothing', { isActive: false }, {}, NO('inactive')],
    ['an unverified person hears of nothing', { isVerified: false }, {}, NO('unverified')],
    [
      'an independent without the credentials the shift needs hears of nothing (issue #27 §3)',
      { credentials: [] },
      {},
      NO('credentials'),
    ],
    [
      "nor one whose license is another state's",
      {
        credentials: [
          { type: 'hygiene_license', stateCode: 'NJ', expiresOn: '2027-06-30', verified: true },
          { type: 'cpr_bls', stateCode: null, expiresOn: '2027-06-30', verified: true },
        ],
      },
      {},
      NO('credentials'),
    ],
    [
      "the shift's own staff are trusted by the default check",
      { organizationId: 1, credentials: [] },
      {},
      YES,
    ],
    [
      'a person confirmed on an overlapping shift is booked',
      { confirmedSpans: [span('2026-03-04T20:00:00Z', '2026-03-05T01:00:00Z')] },
      {},
      NO('booked'),
    ],
    [
      'a confirmation that ends as the shift starts does not overlap',
      { confirmedSpans: [span('2026-03-04T10:00:00Z', '2026-03-04T14:00:00Z')] },
      {},
      YES,
    ],
    ['a person free on Wednesdays fits a Wednesday shift', { weekdays: [1, 3] }, {}, YES],
    ['a person free only on weekends does not', { weekdays: [0, 6] }, {}, NO('weekday')],
    [
      "the weekday is the location's: 21:00 Tuesday in Los Angeles is Wednesday in UTC",
      { weekdays: [2] },
      {
        startsAt: new Date('2026-03-04T05:00:00Z'),
        endsAt: new Date('2026-03-04T07:00:00Z'),
        timezone: 'America/Los_Angeles',
      },
      YES,
    ],
    ['a hygienist 200 miles away is too far', { home: milesNorth(200) }, {}, NO('too-far')],
    [
      'a hygienist 30 miles away is beyond a 25-mile radius',
      { home: milesNorth(30) },
      {},
      NO('too-far'),
    ],
    ['a 50-mile radius reaches 30 miles', { home: milesNorth(30), travelRadiusMiles: 50 }, {}, YES],
    [
      'an independent without a home ZIP code hears of no other shift',
      { home: null },
      {},
      NO('too-far'),
    ],
    [
      "a member of the shift's organization fits wherever they live",
      { organizationId: 1, home: null },
      {},
      YES,
    ],
    [
      'a member of another organization who is not open to others does not fit',
      { organizationId: 2 },
      {},
      NO('other-organization'),
    ],
    [
      'a member of another organization open to others fits within their radius',
      { organizationId: 2, openToOtherOrganizations: true },
      {},
      YES,
    ],
    [
      'a member open to others still needs the location within their radius',
      { organizationId: 2, openToOtherOrganizations: true, home: milesNorth(200) },
      {},
      NO('too-far'),
    ],
  ])('%s', (_, person, shiftChange, expected) => {
    expect(matchShift({ ...independent, ...person }, { ...shift, ...shiftChange }, NOW)).toEqual(
      expected,
    );
  });

  it('names the first rule that fails, job title before everything about the person', () => {
    expect(
      matchShift(
        { ...independent, jobTitle: 'Front Desk', isActive: false, home: null },
        shift,
        NOW,
      ),
    ).toEqual(NO('job-title'));
  });
});

describe('the rules matching is built on', () => {
  it('independents are always open to other organizations', () => {
    expect(
      isOpenToOtherOrganizations({ organizationId: null, openToOtherOrganizations: false }),
    ).toBe(true);
    expect(isOpenToOtherOrganizations({ organizationId: 3, openToOtherOrganizations: false })).toBe(
      false,
    );
  });

  it('spans meet when each starts before the other ends', () => {
    const nine = span('2026-03-04T09:00:00Z', '2026-03-04T12:00:00Z');
    expect(spansMeet(nine, span('2026-03-04T11:59:00Z', '2026-03-04T13:00:00Z'))).toBe(true);
    expect(spansMeet(nine, span('2026-03-04T12:00:00Z', '2026-03-04T13:00:00Z'))).toBe(false);
  });

  it("a shift's weekday is read on its location's clocks", () => {
    expect(shiftWeekday(shift)).toBe(3);
  });
});
