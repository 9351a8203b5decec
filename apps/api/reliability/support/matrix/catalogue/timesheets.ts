import {
  canManageShift,
  isRestrictedShiftView,
  zonedLocalToInstant,
  type Actor,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { localFromNow } from '../../../../test/support/shift-world.ts';
import { expectStatus, inReach } from '../expectations.ts';
import type { MatrixCall, RouteSpec } from '../types.ts';
import type { MatrixWorld, Place } from '../world.ts';
import { signedIn } from './cases.ts';
import { differs, rows } from './stored.ts';

/** Whose confirmation the timesheet is: the caller's own, or the organization's colleague's. */
const WHOSE = [
  { label: 'their own', own: true },
  { label: "a colleague's", own: false },
] as const;

/** How far the arranged timesheet has gone; 'invoiced' is an approved one of a 1099 shift. */
type Stage = 'due' | 'submitted' | 'invoiced';

/**
 * A shift at `place` that ended yesterday (09:00 to 11:00 on the location's clocks), confirmed
 * for the caller or their colleague, its timesheet as far as `stage`.
 */
async function endedConfirmation(
  world: MatrixWorld,
  place: Place,
  actor: Actor,
  own: boolean,
  stage: Stage,
) {
  const shiftId = await world.shiftAt(place, localFromNow(-1, '09:00'));
  const employeeId = own ? actor.id : world.org(place.org).colleague.id;
  const requestId = await world.freshRequest(shiftId, place, employeeId, 'Confirmed');
  if (stage !== 'due') {
    const status = stage === 'invoiced' ? 'approved' : 'submitted';
    await rows(
      world,
      sql`insert into timesheets (request_id, status, start_time, end_time, lunch_minutes,
            submitted_start_time, submitted_end_time, submitted_lunch_minutes, submitted_at,
            approved_at)
          select ${requestId}, ${status}, starts_at, ends_at, 30, starts_at, ends_at, 30, now(),
            case when ${status} = 'approved' then now() end
          from shifts where id = ${shiftId}`,
    );
  }
  if (stage === 'invoiced') {
    await rows(
      world,
      sql`update shifts set engagement = '1099', hourly_rate_cents = 5500 where id = ${shiftId}`,
    );
  }
  const shift = { locationId: place.locationId, organizationId: place.organizationId };
  return { shiftId, requestId, shift };
}

/** The stored status of a request's timesheet, for effect checks. */
async function storedStatus(world: MatrixWorld, requestId: number) {
  const [row] = await rows<{ status: string }>(
    world,
    sql`select status from timesheets where request_id = ${requestId}`,
  );
  return row?.status ?? null;
}

/** Each place × whose confirmation, as `call` makes it of the arranged shift. */
function timesheetCases(
  actor: Actor,
  world: MatrixWorld,
  stage: Stage,
  call: (
    arranged: Awaited<ReturnType<typeof endedConfirmation>>,
    own: boolean,
  ) => Omit<MatrixCall, 'status'> & { gates: [boolean, number][] },
) {
  return world.places.flatMap((place) =>
    WHOSE.map((whose) => ({
      target: `${whose.label} timesheet of a shift at ${place.label}`,
      org: place.org,
      arrange: async (): Promise<MatrixCall> => {
        const arranged = await endedConfirmation(world, place, actor, whose.own, stage);
        const { gates, ...rest } = call(arranged, whose.own);
        return {
          ...rest,
          status: expectStatus(
            200,
            inReach(actor, place.organizationId),
            [whose.own || !isRestrictedShiftView(actor, arranged.shift), 404],
            ...gates,
          ),
        };
      },
    })),
  );
}

/** Issue #28 §3: a confirmed shift's timesheet (docs/PAY.md). */
export const timesheetsRoutes: Record<string, RouteSpec> = {
  'GET /api/shifts/:id/timesheet': signedIn((actor, world) =>
    timesheetCases(actor, world, 'due', ({ shiftId }) => ({
      method: 'GET',
      url: `/api/shifts/${shiftId}/timesheet`,
      gates: [],
    })),
  ),

  'PUT /api/shifts/:id/timesheet': signedIn((actor, world) =>
    timesheetCases(actor, world, 'due', ({ shiftId, requestId }, own) => ({
      method: 'PUT',
      url: `/api/shifts/${shiftId}/timesheet`,
      // Yesterday 09:00 to 11:00 with 30 minutes of lunch, the confirmed hours themselves.
      payload: {
        startTime: zonedLocalToInstant(localFromNow(-1, '09:00'), 'America/Chicago').toISOString(),
        endTime: zonedLocalToInstant(localFromNow(-1, '11:00'), 'America/Chicago').toISOString(),
        lunchMinutes: 30,
      },
      gates: [[own, 403]],
      writes: ['timesheets'],
      effect: async () =>
        differs('the timesheet', await storedStatus(world, requestId), 'submitted'),
    })),
  ),

  'POST /api/shifts/:id/timesheet/approve': signedIn((actor, world) =>
    timesheetCases(actor, world, 'submitted', ({ shiftId, requestId, shift }, own) => ({
      method: 'POST',
      url: `/api/shifts/${shiftId}/timesheet/approve`,
      payload: {},
      gates: [[!own && canManageShift(actor, shift), 403]],
      writes: ['timesheets'],
      effect: async () =>
        differs('the timesheet', await storedStatus(world, requestId), 'approved'),
    })),
  ),

  /** Issue #28 §4: the invoice of a 1099 shift, read as its timesheet is. */
  'GET /api/shifts/:id/invoice.pdf': signedIn((actor, world) =>
    timesheetCases(actor, world, 'invoiced', ({ shiftId }) => ({
      method: 'GET',
      url: `/api/shifts/${shiftId}/invoice.pdf`,
      gates: [],
    })),
  ),
};
