import { describe, expect, it } from 'vitest';
import {
  eligibility,
  eligibleRequestActions,
  ELIGIBILITY_REASONS,
  type EligibilityContext,
  type EligibilityPerson,
  type EligibilityShift,
} from './eligibility.ts';

// Wednesday 2026-03-04, 9:00 to 17:00 in New York (14:00 to 22:00 UTC), of organization 1.
const shift: EligibilityShift = {
  position: 'Hygienist',
  specialty: null,
  organizationId: 1,
  startsAt: new Date('2026-03-04T14:00:00Z'),
  endsAt: new Date('2026-03-04T22:00:00Z'),
  timezone: 'America/New_York',
  stateCode: 'NY',
  credentialChecks: 'outsideProfessionals',
  confirmed: 0,
};

const hygienist: EligibilityPerson = {
  name: 'Hannah Lee',
  jobTitle: 'Hygienist',
  isActive: true,
  isVerified: true,
  organizationId: 1,
  openToOtherOrganizations: false,
};

/** The server's clock a day before the shift; no bookings; a verified NY license and CPR card. */
const context: EligibilityContext = {
  now: new Date('2026-03-03T14:00:00Z'),
  confirmedSpans: [],
  credentials: [
    { type: 'hygiene_license', stateCode: 'NY', expiresOn: '2027-06-30', verified: true },
    { type: 'cpr_bls', stateCode: null, expiresOn: '2027-06-30', verified: true },
  ],
};

const span = (start: string, end: string) => ({ start: new Date(start), end: new Date(end) });

describe('eligibility: every reason a person may not work a shift (issue #24 §1)', () => {
  it('finds none for an active, verified hygienist of the organization, free at that time', () => {
    expect(eligibility(hygienist, shift, context)).toEqual([]);
  });

  it.each<
    [
      string,
      Partial<EligibilityPerson>,
      Partial<EligibilityShift>,
      Partial<EligibilityContext>,
      { code: string; forPerson: string; forManager: string },
    ]
  >([
    [
      'a filled shift',
      {},
      { confirmed: 1 },
      {},
      {
        code: 'filled',
        forPerson: 'This shift has already been filled',
        forManager: 'This shift has already been filled',
      },
    ],
    [
      'a shift whose start the server clock has passed',
      {},
      {},
      { now: new Date('2026-03-04T14:00:00Z') },
      {
        code: 'started',
        forPerson: 'This shift has already started',
        forManager: 'This shift has already started',
      },
    ],
    [
      'a job title that cannot work the position',
      { jobTitle: 'Front Desk' },
      {},
      {},
      {
        code: 'job-title',
        forPerson: 'Your job title, Front Desk, cannot work a Hygienist shift',
        forManager: "Hannah Lee's job title, Front Desk, cannot work a Hygienist shift",
      },
    ],
    [
      "a specialty assistant on another specialty's shift",
      { jobTitle: 'Specialty Assistant-Endo' },
      { position: 'Dental Assistant-Specialty', specialty: 'Orthodontics' },
      {},
      {
        code: 'job-title',
        forPerson:
          'Your job title, Specialty Assistant-Endo, cannot work a Dental Assistant-Specialty (Orthodontics) shift',
        forManager:
          "Hannah Lee's job title, Specialty Assistant-Endo, cannot work a Dental Assistant-Specialty (Orthodontics) shift",
      },
    ],
    [
      'an inactive person',
      { isActive: false },
      {},
      {},
      {
        code: 'inactive',
        forPerson: 'Your account is not active, so you cannot work shifts',
        forManager: 'Hannah Lee is no longer active',
      },
    ],
    [
      'an unverified email address',
      { isVerified: false },
      {},
      {},
      {
        code: 'unverified',
        forPerson: 'Verify your email address to work shifts',
        forManager: 'Hannah Lee has not verified their email address yet',
      },
    ],
    [
      'an independent without the credentials the shift needs (issue #27 §3)',
      { organizationId: null },
      {},
      { credentials: [] },
      {
        code: 'credentials',
        forPerson: 'You need a current Dental Hygiene License for NY to work this shift',
        forManager: 'Hannah Lee needs a Dental Hygiene License for NY to work this shift',
      },
    ],
    [
      'a confirmation elsewhere whose hours meet the shift',
      {},
      {},
      { confirmedSpans: [span('2026-03-04T20:00:00Z', '2026-03-05T01:00:00Z')] },
      {
        code: 'booked',
        forPerson: 'You are already confirmed for a shift at that time',
        forManager: 'This person is already confirmed for a shift at that time',
      },
    ],
    [
      'a member of another organization who takes none of its shifts',
      { organizationId: 2 },
      {},
      {},
      {
        code: 'other-organization',
        forPerson: 'This shift is for the staff of another organization',
        forManager: 'Hannah Lee belongs to another organization and does not take its shifts',
      },
    ],
  ])('refuses %s', (_case, person, shiftChange, contextChange, reason) => {
    expect(
      eligibility(
        { ...hygienist, ...person },
        { ...shift, ...shiftChange },
        { ...context, ...contextChange },
      ),
    ).toEqual([reason]);
  });

  it.each<[string, Partial<EligibilityPerson>, Partial<EligibilityContext>]>([
    ['an independent (no organization)', { organizationId: null }, {}],
    [
      'a member of another organization open to others',
      { organizationId: 2, openToOtherOrganizations: true },
      {},
    ],
    [
      'a specialty assistant on a shift of their specialty',
      { jobTitle: 'Specialty Assistant-Endo' },
      {},
    ],
    [
      'a confirmation that ends as the shift starts',
      {},
      { confirmedSpans: [span('2026-03-04T10:00:00Z', '2026-03-04T14:00:00Z')] },
    ],
    ['a clock a minute before the start', {}, { now: new Date('2026-03-04T13:59:00Z') }],
  ])('accepts %s', (_case, person, contextChange) => {
    const specialty =
      person.jobTitle === 'Specialty Assistant-Endo'
        ? { position: 'Dental Assistant-Specialty' as const, specialty: 'Endodontics' }
        : {};
    expect(
      eligibility(
        { ...hygienist, ...person },
        { ...shift, ...specialty },
        {
          ...context,
          ...contextChange,
        },
      ),
    ).toEqual([]);
  });

  it('answers every reason at once, the shift before the person, in ELIGIBILITY_REASONS order', () => {
    const reasons = eligibility(
      {
        ...hygienist,
        jobTitle: 'Front Desk',
        isActive: false,
        isVerified: false,
        organizationId: 2,
      },
      { ...shift, confirmed: 1 },
      {
        now: new Date('2026-03-05T00:00:00Z'),
        confirmedSpans: [span('2026-03-04T08:00:00Z', '2026-03-04T15:00:00Z')],
        credentials: [],
      },
    );
    expect(reasons.map((reason) => reason.code)).toEqual([...ELIGIBILITY_REASONS]);
  });
});

describe('eligibleRequestActions: a request whose person may not work the shift', () => {
  const reason = [{ code: 'booked' }];
  it('keeps every button while the person may work it', () => {
    expect(eligibleRequestActions(['offer', 'decline'], [])).toEqual(['offer', 'decline']);
  });

  it('drops Offer Shift and Accept Offer, keeping Decline, Decline Offer and Withdraw', () => {
    expect(eligibleRequestActions(['offer', 'decline', 'withdraw'], reason)).toEqual([
      'decline',
      'withdraw',
    ]);
    expect(eligibleRequestActions(['confirm', 'declineOffer'], reason)).toEqual(['declineOffer']);
  });
});
