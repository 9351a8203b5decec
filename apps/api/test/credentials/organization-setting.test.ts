import { describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import type { ActorKey } from '../support/admin-world.ts';

/*
 * Issue #27 §1: `credentialChecks`, an organization setting beside `offerResponseHours` in
 * GET/PUT /api/organizations/:id/settings.
 */

const { world, get, call, refused } = adminWorldForFile();

const settingsOf = (organization: 'a' | 'b') =>
  `/api/organizations/${world[organization].organization.id}/settings`;
const put = (actor: ActorKey, payload: Record<string, unknown>) =>
  call(actor, { method: 'PUT', url: settingsOf('a'), payload });

describe('whose credentials an organization’s clinical shifts check', () => {
  it('checks outside professionals until the organization chooses otherwise', async () => {
    const response = await get('adminB', settingsOf('b'));
    expect(response.json()).toEqual({
      organizationId: world.b.organization.id,
      offerResponseHours: 24,
      credentialChecks: 'outsideProfessionals',
    });
  });

  it.each(['everyone', 'off', 'outsideProfessionals'])(
    'is set to %s by PUT, beside the offer response time',
    async (credentialChecks) => {
      const response = await put('managerA', { offerResponseHours: 12, credentialChecks });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ offerResponseHours: 12, credentialChecks });
      expect((await get('adminA', settingsOf('a'))).json().credentialChecks).toBe(credentialChecks);
    },
  );

  it('stays as it is when a PUT leaves it out', async () => {
    await put('managerA', { offerResponseHours: 24, credentialChecks: 'everyone' });
    const response = await put('managerA', { offerResponseHours: 48 });
    expect(response.json()).toMatchObject({ offerResponseHours: 48, credentialChecks: 'everyone' });
  });

  it.each([['nobody'], [''], [null], [true], ['EVERYONE']])(
    'refuses %j: Choose whose credentials are checked (400), changing nothing',
    async (credentialChecks) => {
      await refused(400, () => put('managerA', { offerResponseHours: 24, credentialChecks }), [
        'Choose whose credentials are checked',
      ]);
    },
  );

  it('is changed only by those who change the other settings', async () => {
    const payload = { offerResponseHours: 24, credentialChecks: 'off' };
    expect((await put('locationManagerA', payload)).statusCode).toBe(403);
    expect((await put('employeeA', payload)).statusCode).toBe(403);
    expect((await put('managerB', payload)).statusCode).toBe(404);
    expect((await put('platformAdmin', payload)).statusCode).toBe(200);
  });
});
