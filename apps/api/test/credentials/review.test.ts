import { beforeAll, describe, expect, it } from 'vitest';
import { credentialReviewPageSchema } from '@chairside/domain';
import { adminWorldForFile } from '../support/admin-file.ts';
import type { ActorKey } from '../support/admin-world.ts';
import { dayFromToday, storeCredential } from './credential-calls.ts';

/*
 * Issue #27 §4: GET /api/credentials/review, the credentials that need attention (unverified,
 * expiring within 30 days, or expired), paged by the server like the other admin lists.
 */

const { t, world, get, refused } = adminWorldForFile();

interface Row {
  person: { id: number; name: string; jobTitle: string; organizationName: string | null };
  credential: { id: number; status: string; expiresOn: string };
}

const ids: Record<string, number> = {};
beforeAll(async () => {
  const verifier = world.a.manager.id;
  const store = async (key: string, userId: number, expiresIn: number, verified: boolean) => {
    ids[key] = await storeCredential(t.db, userId, {
      expiresOn: dayFromToday(expiresIn),
      verifiedBy: verified ? verifier : null,
    });
  };
  await store('a verified, far', world.a.employee.id, 200, true);
  await store('a unverified, far', world.a.employee.id, 300, false);
  await store('a verified, expiring', world.a.locationManager.id, 10, true);
  await store('a verified, expiring on day 30', world.a.admin.id, 30, true);
  await store('a verified, day 31', world.a.admin.id, 31, true);
  await store('a expired', world.a.inactiveEmployee.id, -2, true);
  await store('b unverified', world.b.employee.id, 100, false);
  await store('independent unverified', world.independent.id, 50, false);
  await store('independent expired', world.independent.id, -40, false);
});

const review = async (actor: ActorKey, query = '') => {
  const response = await get(actor, `/api/credentials/review${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const page = credentialReviewPageSchema.parse(response.json());
  return { total: page.total, items: page.items as Row[] };
};
const keysOf = (rows: Row[]) =>
  rows.map((row) => Object.keys(ids).find((key) => ids[key] === row.credential.id));

describe('the Credentials review page', () => {
  it('shows an organization’s managers what needs attention, the soonest expiry first', async () => {
    const page = await review('managerA');
    expect(keysOf(page.items)).toEqual([
      'a expired',
      'a verified, expiring',
      'a verified, expiring on day 30',
      'a unverified, far',
    ]);
    expect(page.total).toBe(4);
    expect(page.items[0]).toEqual({
      person: {
        id: world.a.inactiveEmployee.id,
        name: 'Ivy Abbott',
        jobTitle: expect.any(String),
        organizationName: 'Alder Dental',
      },
      credential: expect.objectContaining({ status: 'expired', number: 'STORED-1' }),
    });
  });

  it.each([
    ['unverified', ['a unverified, far']],
    ['expiring', ['a verified, expiring', 'a verified, expiring on day 30']],
    ['expired', ['a expired']],
  ])('filters to the %s', async (status, expected) => {
    expect(keysOf((await review('adminA', `?status=${status}`)).items)).toEqual(expected);
  });

  it('searches the people’s names', async () => {
    expect(keysOf((await review('adminA', '?search=lara')).items)).toEqual([
      'a verified, expiring',
    ]);
    expect((await review('adminA', '?search=%25')).total).toBe(0);
  });

  it('pages like the other lists, the total counting every page', async () => {
    const first = await review('managerA', '?limit=3&offset=0');
    const second = await review('managerA', '?limit=3&offset=3');
    expect(first).toMatchObject({ total: 4 });
    expect(second).toMatchObject({ total: 4 });
    expect(keysOf([...first.items, ...second.items])).toEqual(
      keysOf((await review('managerA')).items),
    );
  });

  it('keeps an organization’s managers inside it, whatever organization they ask for', async () => {
    const page = await review('managerB', `?organizationId=${world.a.organization.id}`);
    expect(keysOf(page.items)).toEqual(['b unverified']);
  });

  it('shows a platform admin the independent professionals, or one organization’s people', async () => {
    expect(keysOf((await review('platformAdmin')).items)).toEqual([
      'independent expired',
      'independent unverified',
    ]);
    expect(
      keysOf((await review('platformAdmin', `?organizationId=${world.b.organization.id}`)).items),
    ).toEqual(['b unverified']);
  });

  it.each<ActorKey>(['locationManagerA', 'employeeA', 'independent'])(
    'refuses %s (403)',
    async (actor) => {
      await refused(403, () => get(actor, '/api/credentials/review'));
    },
  );

  it('refuses a filter it does not offer (400)', async () => {
    const response = await get('managerA', '/api/credentials/review?status=verified');
    expect(response.statusCode).toBe(400);
  });
});
