import { randomUUID } from 'node:crypto';
import { localDateOf } from '@chairside/domain';
import type { Transaction } from '../db/client.ts';
import { shifts } from '../db/schema.ts';
import { shiftTimes } from '../modules/shifts/index.ts';

const WEEKS = 4;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A repeating posting (issue #16 §1): an early Front Desk shift on the same weekday for four
 * weeks from a week on, as one series, so 'This and the following open shifts' has something to
 * delete in the demo. Answers the shifts' ids, for their history.
 */
export async function seedDemoSeries(
  tx: Transaction,
  location: { id: number; timezone: string },
  createdBy: number | null,
  today: Date,
): Promise<number[]> {
  const seriesId = randomUUID();
  const ids: number[] = [];
  for (let week = 1; week <= WEEKS; week += 1) {
    const day = localDateOf(new Date(today.getTime() + week * 7 * DAY_MS), location.timezone);
    const [shift] = await tx
      .insert(shifts)
      .values({
        locationId: location.id,
        ...shiftTimes(`${day}T07:00`, location.timezone),
        totalMinutes: 240,
        lunchMinutes: 0,
        position: 'Front Desk',
        specialty: null,
        notes: 'Early check-in cover, every week this month.',
        internalNotes: null,
        hourlyRateCents: 2400,
        createdBy,
        seriesId,
      })
      .returning({ id: shifts.id });
    ids.push(shift.id);
  }
  return ids;
}
