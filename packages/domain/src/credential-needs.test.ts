import { describe, expect, it } from 'vitest';
import { SHIFT_POSITIONS, type ShiftPosition } from './constants.ts';
import {
  credentialCheckApplies,
  credentialChipFor,
  credentialNeeds,
  credentialShortfallNote,
  credentialShortfalls,
  dueCredentialReminder,
  shortfallForManager,
  shortfallForPerson,
  type CredentialShift,
  type HeldCredential,
} from './credential-needs.ts';
import type { CredentialCheck, CredentialType } from './credentials.ts';

const needsOf = (position: ShiftPosition, state: string) =>
  credentialNeeds(position, state).map((need) =>
    need.stateCode ? `${need.type}@${need.stateCode}` : need.type,
  );

describe('what a shift needs, by position and its location’s state (issue #27 §1)', () => {
  it.each<[ShiftPosition, string, string[]]>([
    ['Hygienist', 'CA', ['hygiene_license@CA', 'cpr_bls']],
    ['Hygienist', 'NY', ['hygiene_license@NY', 'cpr_bls']],
    ['Doctor', 'CO', ['dentist_license@CO', 'cpr_bls']],
    ['Doctor', 'IL', ['dentist_license@IL', 'cpr_bls']],
    ['Front Desk', 'CA', []],
    ['Front Desk', 'WY', []],
  ])('a %s shift in %s needs %j', (position, state, needs) => {
    expect(needsOf(position, state)).toEqual(needs);
  });

  // A Dental Assistant takes X-rays only with the state's radiography credential where it asks one.
  it.each<[string, boolean]>([
    ['AZ', true],
    ['CA', true],
    ['CO', true],
    ['FL', true],
    ['IL', true],
    ['NY', true],
    ['TX', true],
    ['WA', false],
    ['WY', false],
  ])('a Dental Assistant shift in %s needs a radiography credential: %s', (state, required) => {
    const expected = required ? [`radiography@${state}`, 'cpr_bls'] : ['cpr_bls'];
    expect(needsOf('Dental Assistant-General Practice', state)).toEqual(expected);
    expect(needsOf('Dental Assistant-Specialty', state)).toEqual(expected);
  });

  it('asks a current CPR/BLS card of every clinical position and nothing of Front Desk', () => {
    for (const position of SHIFT_POSITIONS)
      expect(needsOf(position, 'WA').includes('cpr_bls')).toBe(position !== 'Front Desk');
  });
});

describe('whose credentials the organization checks (issue #27 §1)', () => {
  const shift = { organizationId: 1 };
  it.each<[CredentialCheck, number | null, boolean]>([
    ['off', null, false],
    ['off', 2, false],
    ['off', 1, false],
    ['outsideProfessionals', null, true],
    ['outsideProfessionals', 2, true],
    ['outsideProfessionals', 1, false],
    ['everyone', null, true],
    ['everyone', 2, true],
    ['everyone', 1, true],
  ])("'%s' applies to a person of organization %s: %s", (check, organizationId, applies) => {
    expect(credentialCheckApplies(check, { organizationId }, shift)).toBe(applies);
  });
});

// A Hygienist shift in Los Angeles on Saturday Oct 31, 2026, 23:00 local (Nov 1, 06:00 UTC).
const shift: CredentialShift = {
  position: 'Hygienist',
  organizationId: 1,
  startsAt: new Date('2026-11-01T06:00:00Z'),
  timezone: 'America/Los_Angeles',
  stateCode: 'CA',
  credentialChecks: 'outsideProfessionals',
};
const independent = { organizationId: null };
const NOW = new Date('2026-09-01T16:00:00Z');

const held = (
  type: CredentialType,
  expiresOn: string,
  more: Partial<HeldCredential> = {},
): HeldCredential => ({
  type,
  stateCode: type === 'cpr_bls' ? null : 'CA',
  expiresOn,
  verified: true,
  ...more,
});
const cpr = held('cpr_bls', '2027-05-31');
const license = held('hygiene_license', '2027-05-31');

const texts = (credentials: HeldCredential[], at = shift, now = NOW) =>
  credentialShortfalls(independent, at, credentials, now).map((shortfall) => ({
    person: shortfallForPerson(shortfall),
    manager: shortfallForManager(shortfall, 'Hugo Hygienist'),
  }));

describe('what a person lacks, in their words and a manager’s (issue #27 §3)', () => {
  it('lacks nothing with a verified, current license of the state and a CPR card', () => {
    expect(credentialShortfalls(independent, shift, [license, cpr], NOW)).toEqual([]);
  });

  it('names a missing CPR card', () => {
    expect(texts([license])).toEqual([
      {
        person: 'You need a current CPR/BLS Certification to work this shift',
        manager: 'Hugo Hygienist needs a CPR/BLS Certification to work this shift',
      },
    ]);
  });

  it('names a missing license of the state, and a license of another state does not count', () => {
    expect(texts([cpr, held('hygiene_license', '2027-05-31', { stateCode: 'NV' })])).toEqual([
      {
        person: 'You need a current Dental Hygiene License for CA to work this shift',
        manager: 'Hugo Hygienist needs a Dental Hygiene License for CA to work this shift',
      },
    ]);
  });

  it('counts a license through its printed expiry on the shift’s local date: Oct 31 covers Oct 31', () => {
    // 23:00 on Oct 31 in Los Angeles is already Nov 1 in UTC: the local date decides.
    expect(texts([cpr, held('hygiene_license', '2026-10-31')])).toEqual([]);
  });

  it('and not a shift on Nov 1', () => {
    const nextDay = { ...shift, startsAt: new Date('2026-11-01T16:00:00Z') };
    expect(texts([cpr, held('hygiene_license', '2026-10-31')], nextDay)).toEqual([
      {
        person: 'Your Dental Hygiene License for CA expires on Oct 31, 2026, before this shift',
        manager:
          "Hugo Hygienist's Dental Hygiene License for CA expires on Oct 31, 2026, before this shift",
      },
    ]);
  });

  it('says expired once the expiry is past', () => {
    expect(texts([cpr, held('hygiene_license', '2026-08-31')])).toEqual([
      {
        person: 'Your Dental Hygiene License for CA expired on Aug 31, 2026',
        manager: "Hugo Hygienist's Dental Hygiene License for CA expired on Aug 31, 2026",
      },
    ]);
  });

  it('names a current license not yet verified', () => {
    expect(texts([cpr, held('hygiene_license', '2027-05-31', { verified: false })])).toEqual([
      {
        person: 'Your Dental Hygiene License for CA has not been verified yet',
        manager: "Hugo Hygienist's Dental Hygiene License for CA has not been verified yet",
      },
    ]);
  });

  it('counts a renewed, verified license beside the expired one it replaces', () => {
    const renewed = [cpr, held('hygiene_license', '2026-08-31'), license];
    expect(credentialShortfalls(independent, shift, renewed, NOW)).toEqual([]);
  });

  it('asks nothing of the organization’s own staff by default, and of no one when the check is off', () => {
    expect(credentialShortfalls({ organizationId: 1 }, shift, [], NOW)).toEqual([]);
    const off = { ...shift, credentialChecks: 'off' as const };
    expect(credentialShortfalls(independent, off, [], NOW)).toEqual([]);
    const everyone = { ...shift, credentialChecks: 'everyone' as const };
    expect(credentialShortfalls({ organizationId: 1 }, everyone, [], NOW)).toHaveLength(2);
  });

  it('asks nothing for a Front Desk shift', () => {
    const frontDesk = { ...shift, position: 'Front Desk' };
    expect(credentialShortfalls(independent, frontDesk, [], NOW)).toEqual([]);
  });
});

describe('the shift page’s line before a professional tries (issue #27 §3)', () => {
  it('lists every need still unmet', () => {
    const shortfalls = credentialShortfalls(
      independent,
      shift,
      [held('hygiene_license', '2027-05-31', { verified: false })],
      NOW,
    );
    expect(credentialShortfallNote(shortfalls, shift)).toBe(
      'To work this shift you need your Dental Hygiene License for CA verified and a current CPR/BLS Certification',
    );
  });

  it('asks for one valid on the shift’s date when it expires before', () => {
    const nextDay = { ...shift, startsAt: new Date('2026-11-01T16:00:00Z') };
    const shortfalls = credentialShortfalls(
      independent,
      nextDay,
      [cpr, held('hygiene_license', '2026-10-31')],
      NOW,
    );
    expect(credentialShortfallNote(shortfalls, nextDay)).toBe(
      'To work this shift you need a Dental Hygiene License for CA valid on Nov 1, 2026',
    );
  });

  it('is null when nothing is missing', () => {
    expect(credentialShortfallNote([], shift)).toBeNull();
  });
});

describe('the chip of the request list and the Assign picker (issue #27 §3)', () => {
  it.each<[string, HeldCredential[], string | null]>([
    ['everything verified, far from expiry', [license, cpr], 'verified'],
    [
      'a license not verified yet',
      [held('hygiene_license', '2027-05-31', { verified: false }), cpr],
      'unverified',
    ],
    ['no CPR card', [license], 'missing'],
    [
      'a license that expires before the shift',
      [held('hygiene_license', '2026-10-30'), cpr],
      'missing',
    ],
    [
      'an old CPR card expiring soon beside its renewal',
      [license, held('cpr_bls', '2026-10-01'), held('cpr_bls', '2027-11-30')],
      'verified',
    ],
  ])('%s: %s', (_case, credentials, chip) => {
    expect(credentialChipFor(independent, shift, credentials, NOW)).toBe(chip);
  });

  it('reads Expiring when everything is met but one expires within 30 days of today', () => {
    const soon = { ...shift, startsAt: new Date('2026-09-10T16:00:00Z') };
    const credentials = [license, held('cpr_bls', '2026-09-30')];
    expect(credentialChipFor(independent, soon, credentials, NOW)).toBe('expiring');
    expect(credentialChipFor(independent, soon, [license, cpr], NOW)).toBe('verified');
  });

  it('is null where nothing is asked: a Front Desk shift, the check off, own staff by default', () => {
    expect(
      credentialChipFor(independent, { ...shift, position: 'Front Desk' }, [], NOW),
    ).toBeNull();
    expect(
      credentialChipFor(independent, { ...shift, credentialChecks: 'off' }, [], NOW),
    ).toBeNull();
    expect(credentialChipFor({ organizationId: 1 }, shift, [], NOW)).toBeNull();
  });
});

describe('the expiry reminders due, 30 and 7 days before (issue #27 §5)', () => {
  it.each<[string, number | null]>([
    ['2026-10-31', null],
    ['2026-10-01', 30],
    ['2026-09-21', 30],
    ['2026-09-08', 7],
    ['2026-09-03', 7],
    ['2026-09-01', 7],
    ['2026-08-31', null],
  ])('a credential expiring on %s reads, on Sep 1, 2026: %s', (expiresOn, due) => {
    expect(dueCredentialReminder(expiresOn, '2026-09-01')).toBe(due);
  });
});
