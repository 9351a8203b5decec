import type { DashboardRequest } from '@chairside/domain';
import { presentRequest } from '../shifts/index.ts';
import type { OwnRequestRow } from './queries.ts';

/** One of the user's own requests on the dashboard, with the shift it is for. */
export function presentDashboardRequest(row: OwnRequestRow): DashboardRequest {
  return {
    ...presentRequest(row),
    shiftDate: row.shiftDate.toISOString(),
    shiftEndsAt: row.shiftEndsAt.toISOString(),
    timezone: row.timezone,
    position: row.position,
    locationName: row.locationName,
  };
}
