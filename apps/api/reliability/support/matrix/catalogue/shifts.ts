import {
  canCreateShift,
  canDeleteOrAssignShift,
  canManageShift,
  canPostUncoveredHours,
  isManagerial,
  isRestrictedShiftView,
  managesLocation,
  requestShiftRefusal,
  type RequestShiftRefusal,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { monthOf } from '../../../../test/support/shift-world.ts';
import { expectStatus, inReach, type Gate } from '../expectations.ts';
import type { MatrixCase, RouteSpec } from '../types.ts';
import type { MatrixWorld, Place } from '../world.ts';
import {
  filterCases,
  fixed,
  locationFilters,
  NO_SUCH_ID,
  noSuchRow,
  organizationFilters,
  signedIn,
} from './cases.ts';
import { differs, rows } from './stored.ts';
import { shiftViewProblems, type ShiftView } from './shift-views.ts';

/** DESIGN §4: a refused request is the caller's (403) or the shift's state's (409) doing. */
const refusalGate = (refusal: RequestShiftRefusal | null): Gate => [
  refusal === null,
  refusal === 'notAllowed' ? 403 : 409,
];

const shiftScope = (place: Place) => ({
  locationId: place.locationId,
  organizationId: place.organizationId,
});

/** Problems unless the requests stored for a shift are exactly `expected`. */
async function storedRequestProblems(
  world: MatrixWorld,
  shiftId: number,
  expected: { employee_id: number; status: string }[],
) {
  const stored = await rows<{ employee_id: number; status: string }>(
    world,
    sql`select employee_id, status from shift_requests where shift_id = ${shiftId}`,
  );
  return differs('the stored requests', stored, expected);
}

async function storedInternalNotes(world: MatrixWorld, shiftId: number) {
  const [row] = await rows<{ internal_notes: string | null }>(
    world,
    sql`select internal_notes from shifts where id = ${shiftId}`,
  );
  return row?.internal_notes ?? null;
}

/** Reads: the calendar month, the dashboard, a shift's detail. */
const readRoutes: Record<string, RouteSpec> = {
  'GET /api/shifts': signedIn((actor, world) => {
    const { year, month } = monthOf(world.standingDay);
    return filterCases([...organizationFilters(world), ...locationFilters(world)], (query) => ({
      method: 'GET',
      url: `/api/shifts?month=${month}&year=${year}&${query}`,
      status: 200,
      check: (response) =>
        (response.json() as ShiftView[]).flatMap((shift) => shiftViewProblems(actor, shift)),
    }));
  }),
  'GET /api/shifts/dashboard': signedIn((actor) => [
    fixed('their dashboard', 'none', () => ({
      method: 'GET',
      url: '/api/shifts/dashboard',
      status: 200,
      check: (response) => {
        const board = response.json();
        const shifts: ShiftView[] = [
          ...board.yourUpcomingShifts,
          ...board.recommendedShifts,
          ...(board.stats?.requestedShifts ?? []),
        ];
        return [
          ...shifts.flatMap((shift) => shiftViewProblems(actor, shift)),
          ...board.yourShiftRequests
            .filter((request: { employeeId: number }) => request.employeeId !== actor.id)
            .map((request: { id: number }) => `request ${request.id} is someone else's`),
          ...differs('having statistics', board.stats !== null, isManagerial(actor.position)),
        ];
      },
    })),
  ]),
  'GET /api/shifts/:id': signedIn((actor, world) => [
    ...world.places.map((place) =>
      fixed(`the standing shift at ${place.label}`, place.org, () => ({
        method: 'GET',
        url: `/api/shifts/${world.standingShift[place.key]}`,
        status: expectStatus(200, inReach(actor, place.organizationId)),
        check: async (response) => {
          const shift = response.json();
          const restricted = isRestrictedShiftView(actor, shiftScope(place));
          return [
            ...shiftViewProblems(actor, shift),
            // DESIGN §5: internal notes only outside the restricted view, and there in full.
            ...differs(
              'the internal notes',
              shift.internalNotes,
              restricted ? null : await storedInternalNotes(world, shift.id),
            ),
          ];
        },
      })),
    ),
    noSuchRow('a shift that does not exist', 'GET', '/api/shifts', 404),
  ]),
};

/** Writes on shifts: post one, delete an open or a filled one. */
const writeRoutes: Record<string, RouteSpec> = {
  // A location manager posts only at their locations; nobody posts in another organization.
  'POST /api/shifts': signedIn((actor, world) =>
    world.places.map((place) =>
      fixed(`a new shift at ${place.label}`, place.org, () => {
        const internalNotes = world.registry.internalNote(shiftScope(place));
        return {
          method: 'POST',
          url: '/api/shifts',
          payload: {
            locationId: place.locationId,
            date: world.nextSlot(),
            position: 'Hygienist',
            totalMinutes: 120,
            lunchMinutes: 30,
            internalNotes,
            createdBy: world.org(place.org).manager.id,
          },
          status: expectStatus(
            201,
            [canCreateShift(actor), 403],
            inReach(actor, place.organizationId),
            [managesLocation(actor, place.locationId), 403],
          ),
          // A posted shift queues its alerts for the fan-out worker (issue #24 §2), which writes
          // the notices and messages after the posting commits.
          writes: ['shifts', 'shift_events', 'shift_fanout_jobs'],
          effect: async () => {
            const [created] = await rows<{ location_id: number; created_by: number }>(
              world,
              sql`select location_id, created_by from shifts where internal_notes = ${internalNotes}`,
            );
            return [
              ...differs('the new shift location', created?.location_id, place.locationId),
              ...differs('the new shift author', created?.created_by, actor.id),
            ];
          },
        };
      }),
    ),
  ),
  'DELETE /api/shifts/:id': signedIn((actor, world) => [
    ...world.places.flatMap((place) =>
      [false, true].map((filled): MatrixCase => ({
        target: `${filled ? 'a filled' : 'an open'} shift at ${place.label}`,
        org: place.org,
        arrange: async () => {
          const shiftId = await world.shiftAt(place);
          if (filled) {
            await world.freshRequest(
              shiftId,
              place,
              world.org(place.org).colleague.id,
              'Confirmed',
            );
          }
          return {
            method: 'DELETE',
            url: `/api/shifts/${shiftId}`,
            status: expectStatus(
              204,
              inReach(actor, place.organizationId),
              [canManageShift(actor, shiftScope(place)), 403],
              [
                canDeleteOrAssignShift(actor, {
                  ...shiftScope(place),
                  confirmed: filled ? 1 : 0,
                }),
                409,
              ],
            ),
            writes: [
              'shifts',
              'shift_events',
              'shift_requests',
              'calendar_tombstones',
              'notifications',
              'outbox',
            ],
            effect: async () => {
              const left = await rows(world, sql`select id from shifts where id = ${shiftId}`);
              return left.length === 0 ? [] : ['the shift is still there'];
            },
          };
        },
      })),
    ),
    noSuchRow('a shift that does not exist', 'DELETE', '/api/shifts', 404),
  ]),
  // Issue #16 §2: an open shift's lunch and notes change; those holding requests are told.
  'PATCH /api/shifts/:shiftId': signedIn((actor, world) => [
    ...world.places.map((place): MatrixCase => ({
      target: `an open shift at ${place.label}`,
      org: place.org,
      arrange: async () => {
        const shiftId = await world.shiftAt(place);
        return {
          method: 'PATCH',
          url: `/api/shifts/${shiftId}`,
          payload: { lunchMinutes: 45, notes: 'Edited by the matrix' },
          status: expectStatus(200, inReach(actor, place.organizationId), [
            canManageShift(actor, shiftScope(place)),
            403,
          ]),
          writes: ['shifts', 'shift_events', 'shift_requests', 'notifications', 'outbox'],
          effect: async () => {
            const [row] = await rows<{ lunch_minutes: number; notes: string | null }>(
              world,
              sql`select lunch_minutes, notes from shifts where id = ${shiftId}`,
            );
            return differs('the edited shift', row, {
              lunch_minutes: 45,
              notes: 'Edited by the matrix',
            });
          },
        };
      },
    })),
    fixed('a shift that does not exist', 'none', () => ({
      method: 'PATCH',
      url: `/api/shifts/${NO_SUCH_ID}`,
      payload: { notes: 'Edited by the matrix' },
      status: 404,
    })),
  ]),
  // A shift confirmed for its first hour: its second hour is posted as a new open shift.
  'POST /api/shifts/:shiftId/uncovered-hours': signedIn((actor, world) => [
    ...world.places.map((place): MatrixCase => ({
      target: `a partly covered shift at ${place.label}`,
      org: place.org,
      arrange: async () => {
        const shiftId = await world.shiftAt(place);
        const [shift] = await rows<{ starts_at: Date }>(
          world,
          sql`select starts_at from shifts where id = ${shiftId}`,
        );
        const start = new Date(shift.starts_at);
        const gapStart = new Date(start.getTime() + 60 * 60_000);
        await world.freshRequest(shiftId, place, world.org(place.org).colleague.id, 'Confirmed', {
          startTime: start,
          endTime: gapStart,
        });
        return {
          method: 'POST',
          url: `/api/shifts/${shiftId}/uncovered-hours`,
          status: expectStatus(201, inReach(actor, place.organizationId), [
            canPostUncoveredHours(actor, shiftScope(place)),
            403,
          ]),
          // New-shift alerts for the posted hours, queued for the fan-out worker (issue #24 §2).
          writes: ['shifts', 'shift_events', 'shift_fanout_jobs'],
          effect: async () => {
            const posted = await rows(
              world,
              sql`select id from shifts where location_id = ${place.locationId}
                  and starts_at = ${gapStart} and id <> ${shiftId}`,
            );
            return differs('the shifts posted for the open hour', posted.length, 1);
          },
        };
      },
    })),
    fixed('a shift that does not exist', 'none', () => ({
      method: 'POST',
      url: `/api/shifts/${NO_SUCH_ID}/uncovered-hours`,
      status: 404,
    })),
  ]),
};

/** The requests of a shift: read them, make one, assign someone. */
const requestRoutes: Record<string, RouteSpec> = {
  'GET /api/shifts/:shiftId/requests': signedIn((actor, world) =>
    world.places.map((place) =>
      fixed(`the requests of the standing shift at ${place.label}`, place.org, () => {
        const shiftId = world.standingShift[place.key];
        return {
          method: 'GET',
          url: `/api/shifts/${shiftId}/requests`,
          status: expectStatus(200, inReach(actor, place.organizationId)),
          check: async (response) => {
            const answered: { employeeId: number }[] = response.json();
            const stored = await rows<{ employee_id: number }>(
              world,
              sql`select employee_id from shift_requests where shift_id = ${shiftId}`,
            );
            // SPEC §6 'My Request': the restricted view holds only the caller's own request.
            const visible = isRestrictedShiftView(actor, shiftScope(place))
              ? stored.filter((row) => row.employee_id === actor.id)
              : stored;
            return differs(
              'the requesters',
              answered.map((request) => request.employeeId).sort(),
              visible.map((row) => row.employee_id).sort(),
            );
          },
        };
      }),
    ),
  ),
  // Issue #24 §1: the shift page's 'why not', for whoever sees the shift, about themselves only.
  'GET /api/shifts/:shiftId/eligibility': signedIn((actor, world) =>
    world.places.map((place) =>
      fixed(`why not, on the standing shift at ${place.label}`, place.org, () => ({
        method: 'GET',
        url: `/api/shifts/${world.standingShift[place.key]}/eligibility`,
        status: expectStatus(200, inReach(actor, place.organizationId)),
      })),
    ),
  ),
  // Mass assignment: employeeId and status in the body are ignored; the request is the caller's.
  'POST /api/shifts/:shiftId/requests': signedIn((actor, world) =>
    world.places.flatMap((place) =>
      (['open', 'already requested', 'filled'] as const).map((state): MatrixCase => ({
        target: `${state} shift at ${place.label}`,
        org: place.org,
        arrange: async () => {
          const shiftId = await world.shiftAt(place);
          const colleague = world.org(place.org).colleague.id;
          if (state === 'already requested') {
            await world.freshRequest(shiftId, place, actor.id, 'Requested');
          }
          if (state === 'filled') await world.freshRequest(shiftId, place, colleague, 'Confirmed');
          return {
            method: 'POST',
            url: `/api/shifts/${shiftId}/requests`,
            payload: {
              notes: world.registry.requestNote(shiftScope(place), actor.id),
              employeeId: colleague,
              status: 'Confirmed',
            },
            status: expectStatus(
              201,
              inReach(actor, place.organizationId),
              refusalGate(
                requestShiftRefusal(actor, { hasOwnRequest: state === 'already requested' }),
              ),
              // Issue #24 §1: then eligibility, the shift's state before the person's job title.
              [state !== 'filled', 409],
              [await world.fitsFreshShifts(actor.id), 409],
            ),
            writes: ['shift_requests', 'shift_events', 'notifications'],
            effect: () =>
              storedRequestProblems(world, shiftId, [
                { employee_id: actor.id, status: 'Requested' },
              ]),
          };
        },
      })),
    ),
  ),
  // Whom the Assign dialog offers: asked by those who may assign, answering only active people
  // of the shift's organization.
  'GET /api/shifts/:shiftId/assignable-users': signedIn((actor, world) =>
    world.places.map((place) => {
      const org = world.org(place.org);
      const other = world.org(place.org === 'A' ? 'B' : 'A');
      return fixed(`the standing shift at ${place.label}`, place.org, () => ({
        method: 'GET',
        url: `/api/shifts/${world.standingShift[place.key]}/assignable-users`,
        status: expectStatus(200, inReach(actor, place.organizationId), [
          canManageShift(actor, shiftScope(place)),
          403,
        ]),
        check: (response) => {
          const ids = (response.json() as { id: number }[]).map((person) => person.id);
          return [
            ...differs('offering a colleague', ids.includes(org.colleague.id), true),
            ...differs(
              'offering an inactive employee',
              ids.includes(org.inactiveEmployee.id),
              false,
            ),
            ...differs(
              `offering a colleague of ${other.letter}`,
              ids.includes(other.colleague.id),
              false,
            ),
            ...differs(
              'offering the independent professional',
              ids.includes(world.base.independent.id),
              false,
            ),
          ];
        },
      }));
    }),
  ),
  // Only unrestricted managers assign, and only active people of the shift's organization.
  'POST /api/shifts/:shiftId/requests/assign-user': signedIn((actor, world) =>
    world.places.flatMap((place) => {
      const org = world.org(place.org);
      const other = world.org(place.org === 'A' ? 'B' : 'A');
      const people = [
        { label: 'a colleague', id: org.colleague.id, selectable: true },
        { label: 'an inactive employee', id: org.inactiveEmployee.id, selectable: false },
        { label: `a colleague of ${other.letter}`, id: other.colleague.id, selectable: false },
        {
          label: 'the independent professional',
          id: world.base.independent.id,
          selectable: false,
        },
      ];
      return people.map((person): MatrixCase => ({
        target: `${person.label} to a shift at ${place.label}`,
        org: place.org,
        arrange: async () => {
          const shiftId = await world.shiftAt(place);
          return {
            method: 'POST',
            url: `/api/shifts/${shiftId}/requests/assign-user`,
            payload: { userId: person.id, notes: null },
            status: expectStatus(
              200,
              inReach(actor, place.organizationId),
              [canManageShift(actor, shiftScope(place)), 403],
              [person.selectable, 400],
            ),
            writes: ['shift_requests', 'shift_events', 'outbox', 'notifications'],
            effect: () =>
              storedRequestProblems(world, shiftId, [
                { employee_id: person.id, status: 'Confirmed' },
              ]),
          };
        },
      }));
    }),
  ),
};

export const shiftsRoutes: Record<string, RouteSpec> = {
  ...readRoutes,
  ...writeRoutes,
  ...requestRoutes,
};
