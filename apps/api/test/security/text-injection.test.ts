import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizations, users } from '../../src/db/schema.ts';
import { adminWorldForFile } from '../support/admin-file.ts';
import { countRows } from '../support/admin-world.ts';
import { readOutbox } from '../support/outbox.ts';

/**
 * Trust issue #11, item 7 (text injection): a name with line breaks and a URL was written
 * verbatim into an email sent to any address. Names and single-line fields refuse control
 * characters (the domain's single-line rule); emails write every value as one line.
 */
const { t, world, post } = adminWorldForFile();

const INJECTED_NAME = 'Casey\n\nYour account is locked. Unlock it at https://evil.test/unlock\n\n';
const controlMessage = (field: string) => ({
  message: [`${field} cannot contain line breaks or control characters`],
});

const register = (name: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name, email, jobTitle: 'Hygienist', password: 'Injected-Pass-1' },
  });

describe('a name with line breaks and a link', () => {
  it('is refused at registration with a clear message, and no email is sent', async () => {
    const response = await register(INJECTED_NAME, 'victim@example.test');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(controlMessage('Name'));
    expect(await readOutbox(t.app, 'victim@example.test')).toEqual([]);
  });

  it.each([
    ['a right-to-left override', 'Casey \u202egnp.exe'],
    ['a tab', 'Casey\tJordan'],
    ['a C1 control', 'Casey\u0085Jordan'],
    ['a line separator', 'Casey\u2028Jordan'],
    ['an isolate', 'Casey \u2066Jordan'],
  ])('is refused at registration with %s too', async (_what, name) => {
    const response = await register(name, 'bidi@example.test');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(controlMessage('Name'));
  });

  it('is refused when made only of zero-width characters', async () => {
    const response = await register('\u200b\u200b\u200b\u200b', 'blank@example.test');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: ['Name cannot be made only of invisible characters'],
    });
  });

  it('is refused as a profile name', async () => {
    const response = await post('employeeA', '/api/users/me/profile', {
      name: INJECTED_NAME,
      jobTitle: 'Hygienist',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(controlMessage('Name'));
  });

  it('is refused as an invitee name, and no invite email is sent', async () => {
    const invitesBefore = await countRows(t.db, 'invites');
    const response = await post('managerA', '/api/invites', {
      name: INJECTED_NAME,
      email: 'invitee@example.test',
      position: 'employee',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(controlMessage('Name'));
    expect(await countRows(t.db, 'invites')).toBe(invitesBefore);
    expect(await readOutbox(t.app, 'invitee@example.test')).toEqual([]);
  });

  const address = { addressLine1: '1 Main St', city: 'Austin', stateCode: 'TX', zipCode: '78701' };
  it.each([
    ['name', 'Name'],
    ['addressLine1', 'Address Line 1'],
    ['addressLine2', 'Address Line 2'],
    ['city', 'City'],
  ])('is refused as an organization %s', async (key, label) => {
    const response = await post('platformAdmin', '/api/organizations', {
      name: 'Injected Dental',
      ...address,
      [key]: 'One\r\nTwo',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(controlMessage(label));
  });

  const location = {
    name: 'Injected Office',
    locationNumber: 'INJ-1',
    timezone: 'America/Chicago',
    ...address,
  };
  it.each([
    ['name', 'Name'],
    ['locationNumber', 'Location ID'],
    ['city', 'City'],
  ])('is refused as a location %s', async (key, label) => {
    const response = await post('adminA', '/api/locations', { ...location, [key]: 'One\nTwo' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(controlMessage(label));
  });
});

describe('emails are plain text, one line per value', () => {
  it('writes a name stored before the rule on one line: it cannot start a paragraph or a header', async () => {
    // A row written before the schemas refused line breaks.
    await t.db
      .update(users)
      .set({ name: 'Eddie\r\nBcc: everyone@example.test\n\nVisit https://evil.test' })
      .where(eq(users.id, world.a.employee.id));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: world.a.employee.email },
    });
    expect(response.statusCode).toBe(200);
    const [email] = await readOutbox(t.app, world.a.employee.email);
    expect(email.text.split('\n')[0]).toBe(
      'Hi Eddie Bcc: everyone@example.test Visit https://evil.test,',
    );
    expect(email.text).not.toMatch(/^(Bcc|Visit)/m);
  });

  it('writes an organization name stored before the rule on one line, in the subject too', async () => {
    await t.db
      .update(organizations)
      .set({ name: 'Alder\r\nDental\u202e' })
      .where(eq(organizations.id, world.a.organization.id));
    const response = await post('managerA', '/api/invites', {
      name: 'Nora Newhire',
      email: 'nora.newhire@example.test',
      position: 'employee',
    });
    expect(response.statusCode).toBe(201);
    const [email] = await readOutbox(t.app, 'nora.newhire@example.test');
    expect(email.subject).toBe("You're invited to join Alder Dental on Chairside");
    expect(email.text).toMatch(/^Alder Dental invited you to Chairside/m);
    expect(email.text).not.toMatch(/[\r\u202e]/);
  });
});
