import { describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import { countRows } from '../support/admin-world.ts';
import { readOutbox } from '../support/outbox.ts';

/**
 * Security issue, point 8: a name such as 'there, your payroll is on hold: visit
 * https://evil.example/pay' greeted the recipient from our address. Every name (registration,
 * invite, profile, organization, location) refuses links and email addresses with 'Enter a name
 * without links', and zero-width or other invisible format characters with 'Enter a name without
 * invisible characters' (packages/domain/src/schemas/name-rule.ts).
 */
const { t, post } = adminWorldForFile();

const LINKS = [
  ['the issue’s sentence', 'there, your payroll is on hold: visit https://evil.example/pay'],
  ['www.', 'Casey www.evil.example'],
  ['a bare domain with a path', 'Casey evil.example/pay'],
  ['a bare domain', 'Casey evil.example'],
  ['an email address', 'Casey payroll@evil.example'],
] as const;

const INVISIBLE = [
  ['U+200B zero-width space', 'Casey\u200bJordan'],
  ['U+200E left-to-right mark', 'Casey \u200eJordan'],
  ['U+2060 word joiner', 'Casey\u2060Jordan'],
  ['U+FEFF byte-order mark', 'Casey\ufeffJordan'],
] as const;

const CASES = [
  ...LINKS.map(([what, name]) => [what, name, 'Enter a name without links'] as const),
  ...INVISIBLE.map(
    ([what, name]) => [what, name, 'Enter a name without invisible characters'] as const,
  ),
];

const ORDINARY = ['Dr. J. Smith', "St. Mary's Dental"];

const address = { addressLine1: '1 Main St', city: 'Austin', stateCode: 'TX', zipCode: '78701' };
let sequence = 0;

describe('a name carrying a link, an email address or invisible characters', () => {
  it.each(CASES)(
    'is refused at registration (%s), and no email is sent',
    async (_what, name, message) => {
      sequence += 1;
      const email = `victim${sequence}@example.test`;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name, email, jobTitle: 'Hygienist', password: 'Victims-Pass-1' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: [message] });
      expect(await readOutbox(t.app, email)).toEqual([]);
    },
  );

  it.each(CASES)(
    'is refused as an invitee name (%s), and no invite is made or emailed',
    async (_what, name, message) => {
      const invitesBefore = await countRows(t.db, 'invites');
      const response = await post('managerA', '/api/invites', {
        name,
        email: 'invitee@example.test',
        position: 'employee',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: [message] });
      expect(await countRows(t.db, 'invites')).toBe(invitesBefore);
      expect(await readOutbox(t.app, 'invitee@example.test')).toEqual([]);
    },
  );

  it.each(CASES)('is refused as a profile name (%s)', async (_what, name, message) => {
    const response = await post('employeeA', '/api/users/me/profile', {
      name,
      jobTitle: 'Hygienist',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: [message] });
  });

  it.each(CASES)('is refused as an organization name (%s)', async (_what, name, message) => {
    const before = await countRows(t.db, 'organizations');
    const response = await post('platformAdmin', '/api/organizations', { name, ...address });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: [message] });
    expect(await countRows(t.db, 'organizations')).toBe(before);
  });

  it.each(CASES)('is refused as a location name (%s)', async (_what, name, message) => {
    const before = await countRows(t.db, 'locations');
    const response = await post('adminA', '/api/locations', {
      name,
      locationNumber: `LNK-${(sequence += 1)}`,
      timezone: 'America/Chicago',
      ...address,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: [message] });
    expect(await countRows(t.db, 'locations')).toBe(before);
  });
});

describe('ordinary names with dots and apostrophes', () => {
  it.each(ORDINARY)('are kept everywhere: %s', async (name) => {
    sequence += 1;
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name,
        email: `ordinary${sequence}@example.test`,
        jobTitle: 'Hygienist',
        password: 'Ordinary-Pass-1',
      },
    });
    expect(registered.statusCode).toBe(201);
    const profile = await post('employeeA', '/api/users/me/profile', {
      name,
      jobTitle: 'Hygienist',
    });
    expect(profile.statusCode).toBeLessThan(300);
    const invite = await post('managerA', '/api/invites', {
      name,
      email: `ordinary-invitee${sequence}@example.test`,
      position: 'employee',
    });
    expect(invite.statusCode).toBe(201);
    const organization = await post('platformAdmin', '/api/organizations', { name, ...address });
    expect(organization.statusCode).toBe(201);
    const location = await post('adminA', '/api/locations', {
      name,
      locationNumber: `ORD-${sequence}`,
      timezone: 'America/Chicago',
      ...address,
    });
    expect(location.statusCode).toBe(201);
  });
});
