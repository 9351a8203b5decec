import {
  canReviewCredentials,
  canSeeCredentialDocument,
  canVerifyCredentials,
  credentialView,
  isPlatformAdmin,
  type Actor,
  type CredentialHolder,
  type LiveRequestsOfHolder,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import {
  dayFromToday,
  fileForm,
  documentBytes,
} from '../../../../test/credentials/credential-calls.ts';
import { expectStatus } from '../expectations.ts';
import type { MatrixCall, MatrixCase, RouteSpec, Table } from '../types.ts';
import type { MatrixWorld, Place, PlaceKey } from '../world.ts';
import { filterCases, fixed, NO_SUCH_ID, organizationFilters, signedIn, tagOf } from './cases.ts';
import { differs, rows } from './stored.ts';

/*
 * Issue #27 §2: the credential routes. Each person's own routes (/users/me/credentials) reach
 * only their own rows; a person's credentials, documents and verification follow
 * credential-access.ts, with the person's live requests arranged on the world's shifts.
 */

const MINE = '/api/users/me/credentials';
const NUMBER = 'MATRIX-NUMBER';
const WRITES: readonly Table[] = ['credentials'];

/** A credential of `userId` with a PDF document, stored directly; its id and number. */
async function storedCredential(world: MatrixWorld, userId: number) {
  const number = `${NUMBER}-${world.unique()}`;
  const [row] = await rows<{ id: number }>(
    world,
    sql`insert into credentials (user_id, type, state_code, number, expires_on)
        values (${userId}, 'hygiene_license', 'TX', ${number}, ${dayFromToday(365)}) returning id`,
  );
  await world.t.db.execute(
    sql`insert into credential_documents (credential_id, content_type, size_bytes, bytes)
        values (${row.id}, 'application/pdf', 8, ${Buffer.from('%PDF-1.7')})`,
  );
  return { id: row.id, number };
}

/** Someone other than `actor`, for a credential that is not theirs: A's employee, or B's. */
const someoneElse = (world: MatrixWorld, actor: Actor) =>
  world.org('A').employee.id === actor.id ? world.org('B').employee.id : world.org('A').employee.id;

const credentialIdsOf = async (world: MatrixWorld, userId: number) =>
  (
    await rows<{ id: number }>(
      world,
      sql`select id from credentials where user_id = ${userId} order by id`,
    )
  ).map((row) => row.id);

/** Whose credentials a case aims at, and the request that person holds, if any. */
interface HolderTarget {
  label: string;
  org: 'A' | 'B' | null;
  request?: { place: PlaceKey; status: 'Requested' | 'Offered' | 'Confirmed'; declined?: boolean };
}

const HOLDERS: HolderTarget[] = [
  { label: 'an employee of A', org: 'A' },
  { label: 'an employee of B', org: 'B' },
  { label: 'an independent professional', org: null },
  {
    label: 'an independent professional asking for a shift at A location 1',
    org: null,
    request: { place: 'A1', status: 'Requested' },
  },
  {
    label: 'an employee of B offered a shift at A location 2',
    org: 'B',
    request: { place: 'A2', status: 'Offered' },
  },
  {
    label: 'an employee of A confirmed on a shift at A location 1',
    org: 'A',
    request: { place: 'A1', status: 'Confirmed' },
  },
  {
    label: 'an employee of B whose request at A location 1 was declined',
    org: 'B',
    request: { place: 'A1', status: 'Requested', declined: true },
  },
];

/** What the domain says of a holder's live requests for this actor. */
function liveFor(actor: Actor, place: Place | null): LiveRequestsOfHolder {
  const inActorOrganization = place !== null && place.organizationId === actor.organizationId;
  return {
    inActorOrganization,
    atActorLocations: inActorOrganization && actor.locationIds.includes(place.locationId),
  };
}

interface ArrangedHolder {
  holder: CredentialHolder;
  credential: { id: number; number: string };
  live: LiveRequestsOfHolder;
}

/** A case per holder (and the caller themself), each arranged fresh: its person, request, credential. */
function holderCases(
  actor: Actor,
  world: MatrixWorld,
  call: (arranged: ArrangedHolder) => MatrixCall,
): MatrixCase[] {
  return [
    ...HOLDERS.map((target) => ({
      target: target.label,
      org: target.org ?? ('none' as const),
      arrange: async () => {
        const user = await world.freshUser(target.org, 'employee');
        let place: Place | null = null;
        if (target.request) {
          place = world.place(target.request.place);
          const shiftId = await world.shiftAt(place);
          const requestId = await world.freshRequest(
            shiftId,
            place,
            user.id,
            target.request.status,
          );
          if (target.request.declined) {
            await world.t.db.execute(
              sql`update shift_requests set declined = true where id = ${requestId}`,
            );
            place = null;
          }
        }
        const holder = { id: user.id, organizationId: user.organizationId };
        return call({
          holder,
          credential: await storedCredential(world, user.id),
          live: liveFor(actor, place),
        });
      },
    })),
    {
      target: 'themselves',
      org: tagOf(world, actor.organizationId),
      arrange: async () =>
        call({
          holder: { id: actor.id, organizationId: actor.organizationId },
          credential: await storedCredential(world, actor.id),
          live: { inActorOrganization: false, atActorLocations: false },
        }),
    },
  ];
}

/** Verify or unverify: the verifiers 200; those who see the credentials 403; anyone else 404. */
function verifyCases(method: 'POST' | 'DELETE') {
  return signedIn((actor, world) => [
    ...holderCases(actor, world, ({ holder, credential, live }) => ({
      method,
      url: `/api/users/${holder.id}/credentials/${credential.id}/verify`,
      status: expectStatus(
        200,
        [canVerifyCredentials(actor, holder) || credentialView(actor, holder, live) !== null, 404],
        [canVerifyCredentials(actor, holder), 403],
      ),
      writes: WRITES,
      effect: async () => {
        const [stored] = await rows<{ verified_by: number | null }>(
          world,
          sql`select verified_by from credentials where id = ${credential.id}`,
        );
        return differs('verified by', stored.verified_by, method === 'POST' ? actor.id : null);
      },
    })),
  ]);
}

/** A case on one of the caller's own credentials, one on someone else's, and one on none. */
function ownCredentialCases(
  actor: Actor,
  world: MatrixWorld,
  path: (id: number) => string,
  own: (id: number) => Omit<MatrixCall, 'url'>,
  method: MatrixCall['method'],
  extra: Pick<MatrixCall, 'payload' | 'headers'> = {},
): MatrixCase[] {
  return [
    {
      target: 'a credential of their own',
      org: tagOf(world, actor.organizationId),
      arrange: async () => {
        const { id } = await storedCredential(world, actor.id);
        return { ...own(id), url: path(id) };
      },
    },
    {
      target: "another person's credential",
      org: 'none',
      arrange: async () => {
        const { id } = await storedCredential(world, someoneElse(world, actor));
        return { method, url: path(id), ...extra, status: 404 };
      },
    },
    fixed('a credential that does not exist', 'none', () => ({
      method,
      url: path(NO_SUCH_ID),
      ...extra,
      status: 404,
    })),
  ];
}

const change = { number: 'CHANGED-1' };

export const credentialsRoutes: Record<string, RouteSpec> = {
  'GET /api/users/me/credentials': signedIn((actor, world) => [
    {
      target: 'their own credentials',
      org: tagOf(world, actor.organizationId),
      arrange: async () => {
        await storedCredential(world, actor.id);
        const own = await credentialIdsOf(world, actor.id);
        return {
          method: 'GET',
          url: MINE,
          status: 200,
          check: (response) =>
            differs(
              'credential ids',
              response
                .json<{ id: number }[]>()
                .map((row) => row.id)
                .sort((a, b) => a - b),
              own,
            ),
        };
      },
    },
  ]),
  'POST /api/users/me/credentials': signedIn((actor, world) => [
    fixed('a credential of their own', tagOf(world, actor.organizationId), () => {
      const number = `POSTED-${world.unique()}`;
      return {
        method: 'POST',
        url: MINE,
        payload: { type: 'cpr_bls', number, expiresOn: dayFromToday(200) },
        status: 201,
        writes: WRITES,
        effect: async () => {
          const owners = await rows<{ user_id: number }>(
            world,
            sql`select user_id from credentials where number = ${number}`,
          );
          return differs(
            'owners',
            owners.map((row) => row.user_id),
            [actor.id],
          );
        },
      };
    }),
  ]),
  'PATCH /api/users/me/credentials/:id': signedIn((actor, world) =>
    ownCredentialCases(
      actor,
      world,
      (id) => `${MINE}/${id}`,
      (id) => ({
        method: 'PATCH',
        payload: change,
        status: 200,
        writes: WRITES,
        effect: async () => {
          const [stored] = await rows<{ number: string }>(
            world,
            sql`select number from credentials where id = ${id}`,
          );
          return differs('number', stored.number, change.number);
        },
      }),
      'PATCH',
      { payload: change },
    ),
  ),
  'DELETE /api/users/me/credentials/:id': signedIn((actor, world) =>
    ownCredentialCases(
      actor,
      world,
      (id) => `${MINE}/${id}`,
      (id) => ({
        method: 'DELETE',
        status: 204,
        writes: ['credentials', 'credential_documents'],
        effect: async () =>
          differs('still stored', (await credentialIdsOf(world, actor.id)).includes(id), false),
      }),
      'DELETE',
    ),
  ),
  'PUT /api/users/me/credentials/:id/document': signedIn((actor, world) => {
    const upload = fileForm(documentBytes('png'), 'card.png', 'image/png');
    return ownCredentialCases(
      actor,
      world,
      (id) => `${MINE}/${id}/document`,
      (id) => ({
        method: 'PUT',
        status: 200,
        writes: ['credentials', 'credential_documents'],
        effect: async () => {
          const [stored] = await rows<{ content_type: string }>(
            world,
            sql`select content_type from credential_documents where credential_id = ${id}`,
          );
          return differs('document type', stored.content_type, 'image/png');
        },
      }),
      'PUT',
    ).map((entry) => ({
      ...entry,
      arrange: async () => ({ ...(await entry.arrange()), ...(await upload) }),
    }));
  }),
  'GET /api/users/:userId/credentials': signedIn((actor, world) => [
    ...holderCases(actor, world, ({ holder, credential, live }) => {
      const view = credentialView(actor, holder, live);
      return {
        method: 'GET',
        url: `/api/users/${holder.id}/credentials`,
        status: view === null ? 404 : 200,
        check: (response) =>
          differs('number shown', response.body.includes(credential.number), view === 'full'),
      };
    }),
    fixed('a person who does not exist', 'none', () => ({
      method: 'GET',
      url: `/api/users/${NO_SUCH_ID}/credentials`,
      status: 404,
    })),
  ]),
  'GET /api/users/:userId/credentials/:id/document': signedIn((actor, world) =>
    holderCases(actor, world, ({ holder, credential }) => ({
      method: 'GET',
      url: `/api/users/${holder.id}/credentials/${credential.id}/document`,
      status: canSeeCredentialDocument(actor, holder) ? 200 : 404,
      check: (response) => differs('document', response.body, '%PDF-1.7'),
    })),
  ),
  'POST /api/users/:userId/credentials/:id/verify': verifyCases('POST'),
  'DELETE /api/users/:userId/credentials/:id/verify': verifyCases('DELETE'),
  // Issue #27 §4: an organization's admins and managers see its people; a platform admin the
  // independents, or the organization asked for; a filter never widens an org-bound caller's reach.
  'GET /api/credentials/review': signedIn((actor, world) =>
    filterCases(organizationFilters(world), (query) => ({
      method: 'GET',
      url: `/api/credentials/review?status=attention&${query}`,
      status: canReviewCredentials(actor) ? 200 : 403,
      check: async (response) => {
        const people = response
          .json<{ items: { person: { id: number } }[] }>()
          .items.map((item) => item.person.id);
        const requested = query ? Number(query.split('=')[1]) : null;
        const scope = isPlatformAdmin(actor) ? requested : actor.organizationId;
        const organizations = new Map(
          (
            await rows<{ id: number; organization_id: number | null }>(
              world,
              sql`select id, organization_id from users`,
            )
          ).map((row) => [row.id, row.organization_id]),
        );
        return people
          .filter((id) => organizations.get(id) !== scope)
          .map((id) => `person ${id} is outside the review's scope`);
      },
    })),
  ),
};
