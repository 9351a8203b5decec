import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { dispatch } from '../notifications/dispatch.ts';
import { shiftNotice } from '../notifications/in-app.ts';
import { newShiftEmail } from '../notifications/shift-templates.ts';
import { findPeopleToNotify, findShiftForAudience } from '../users/shift-audience-queries.ts';
import { findShiftForDeadline } from './queries.ts';
import { shiftSummary } from './shift-summary.ts';

/**
 * Issue #14 §2: tells everyone a just-posted shift is for (never its poster), in the posting's
 * transaction, so the messages exist when the shift does and the worker sends them at once.
 */
export async function alertNewShift(
  ctx: Pick<AppContext, 'config'>,
  tx: Executor,
  shiftId: number,
  posterId: number,
): Promise<void> {
  const audienceShift = await findShiftForAudience(tx, shiftId);
  const shift = await findShiftForDeadline(tx, shiftId);
  if (!audienceShift || !shift) return;
  const summary = shiftSummary(ctx, shift);
  const lead = 'A shift that fits your work profile was just posted';
  for (const person of await findPeopleToNotify(tx, audienceShift)) {
    if (person.id === posterId) continue;
    await dispatch(
      tx,
      shiftNotice(person.id, 'new_shift', shift.id, summary, lead),
      newShiftEmail(person, summary),
    );
  }
}
