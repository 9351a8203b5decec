import {
  formatPay,
  formatTime12,
  formatWorkedDay,
  shiftPagePath,
  workedHours,
  type ConfirmedHours,
} from '@chairside/domain';
import type { AppContext } from '../../context.ts';
import type { ShiftSummary } from '../notifications/index.ts';
import type { ShiftRow } from './queries.ts';

/** A shift's local day and start time as notices say it: 'Tue, Mar 10 at 9:00 AM'. */
export function shiftWhen(shift: { startsAt: Date; timezone: string }): string {
  const day = shift.startsAt.toLocaleDateString('en-US', {
    timeZone: shift.timezone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
  return `${day} at ${formatTime12(shift.startsAt, shift.timezone)}`;
}

/** A shift as its emails describe it: what, where, its local day and time, and a link. */
export function shiftSummary(
  ctx: Pick<AppContext, 'config'>,
  shift: ShiftRow,
  path = shiftPagePath(shift.id),
): ShiftSummary {
  return {
    position: shift.position,
    locationName: shift.locationName,
    organizationName: shift.organizationName,
    when: shiftWhen(shift),
    link: `${ctx.config.publicUrl}${path}`,
  };
}

/** A new shift as its alerts describe it (issue #28 §1): with its pay. */
export function newShiftSummary(ctx: Pick<AppContext, 'config'>, shift: ShiftRow): ShiftSummary {
  return { ...shiftSummary(ctx, shift), pay: formatPay(shift) };
}

/**
 * A person's shift as the notices about their hours say it (issue #26 §2): the day and the
 * hours they work, their part of it when they asked for part, with the location's zone:
 * 'Tue, Mar 10, 10:00 AM to 3:00 PM PST'.
 */
export function workedShiftSummary(
  ctx: Pick<AppContext, 'config'>,
  shift: ShiftRow,
  hours: ConfirmedHours,
): ShiftSummary {
  const coverable = {
    date: shift.startsAt,
    totalMinutes: shift.totalMinutes,
    timezone: shift.timezone,
  };
  const when = formatWorkedDay(workedHours(coverable, hours), shift.timezone);
  return { ...shiftSummary(ctx, shift), when };
}
