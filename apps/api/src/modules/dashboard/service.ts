import {
  isManagerial,
  JOB_TITLE_SHIFT_FIT,
  monthDateRange,
  shiftStatus,
  type DashboardData,
  type DashboardStats,
} from '@chairside/domain';
import type { SignedInUser } from '../../auth/actor.ts';
import type { AppContext } from '../../context.ts';
import { presentShift } from '../shifts/index.ts';
import { presentDashboardRequest } from './presenters.ts';
import {
  findManagedMonth,
  findOwnRequests,
  findRecommended,
  findUpcomingConfirmed,
  type ManagedScope,
} from './queries.ts';

/**
 * Recommended: upcoming open shifts the person can see whose position fits their job title,
 * not requested yet and not clashing with their confirmed shifts; soonest first.
 */
async function recommended(ctx: AppContext, actor: SignedInUser) {
  const fit = JOB_TITLE_SHIFT_FIT[actor.jobTitle];
  if (!fit) return [];
  const rows = await findRecommended(ctx.db, actor, fit);
  return rows.map((row) => presentShift(actor, row));
}

/** Whose shifts a manager counts (DESIGN §5): a location manager's locations, else the organization's. */
function scopeOf(actor: SignedInUser): ManagedScope {
  if (actor.position === 'location_manager') return 'locations';
  return actor.organizationId === null ? 'all' : 'organization';
}

/** The manager view: this month's statistics and the first requested shifts (SPEC §2). */
async function managerStats(ctx: AppContext, actor: SignedInUser): Promise<DashboardStats> {
  const scope = scopeOf(actor);
  if (scope === 'locations' && actor.locationIds.length === 0) {
    return { totalShifts: 0, unassignedShifts: 0, upcomingShifts: 0, requestedShifts: [] };
  }
  const now = new Date();
  const month = monthDateRange({ year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 });
  const { total, upcomingRows } = await findManagedMonth(ctx.db, actor, scope, month);
  return {
    totalShifts: total,
    unassignedShifts: upcomingRows[0]?.unassigned ?? 0,
    upcomingShifts: upcomingRows[0]?.assigned ?? 0,
    requestedShifts: upcomingRows
      .filter((row) => shiftStatus(row) === 'Requested')
      .map((row) => presentShift(actor, row)),
  };
}

/** GET /shifts/dashboard: the signed-in user's own shifts and requests, and what fits them. */
export async function dashboard(ctx: AppContext, actor: SignedInUser): Promise<DashboardData> {
  const [yourUpcomingShifts, yourShiftRequests, recommendedShifts, stats] = await Promise.all([
    findUpcomingConfirmed(ctx.db, actor).then((rows) =>
      rows.map((row) => presentShift(actor, row)),
    ),
    findOwnRequests(ctx.db, actor).then((rows) => rows.map(presentDashboardRequest)),
    actor.position === 'employee' ? recommended(ctx, actor) : Promise.resolve([]),
    isManagerial(actor.position) ? managerStats(ctx, actor) : Promise.resolve(null),
  ]);
  return { yourUpcomingShifts, yourShiftRequests, recommendedShifts, stats };
}
