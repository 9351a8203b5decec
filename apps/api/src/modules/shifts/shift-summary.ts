import { formatTime12 } from '@chairside/domain';
import type { AppContext } from '../../context.ts';
import type { ShiftSummary } from '../notifications/shift-templates.ts';
import type { ShiftRow } from './queries.ts';

/** A shift as its emails describe it: what, where, its local day and time, and a link. */
export function shiftSummary(
  ctx: Pick<AppContext, 'config'>,
  shift: ShiftRow,
  path = `/dashboard/shifts/${shift.id}`,
): ShiftSummary {
  const day = shift.startsAt.toLocaleDateString('en-US', {
    timeZone: shift.timezone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
  return {
    position: shift.position,
    locationName: shift.locationName,
    organizationName: shift.organizationName,
    when: `${day} at ${formatTime12(shift.startsAt, shift.timezone)}`,
    link: `${ctx.config.publicUrl}${path}`,
  };
}
