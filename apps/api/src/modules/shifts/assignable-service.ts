import {
  ASSIGNABLE_USERS_PAGE_SIZE,
  canManageShift,
  jobTitlesFitting,
  type AssignableUser,
  type assignableUsersQuerySchema,
} from '@chairside/domain';
import type { z } from 'zod';
import type { SignedInUser } from '../../auth/actor.ts';
import type { AppContext } from '../../context.ts';
import { assertCan } from '../../lib/errors.ts';
import { findAssignablePeople } from './assignable-queries.ts';
import { findBookedAmong, findShiftWithEnd, type ShiftRow } from './queries.ts';

/**
 * GET /shifts/:shiftId/assignable-users: whom the Assign dialog offers, by fit, then requesters,
 * then name; those confirmed on another shift at that time are marked (assign refuses them).
 * Who may assign the shift may ask (canManageShift); a shift out of reach is not found.
 */
export async function assignableUsers(
  ctx: AppContext,
  actor: SignedInUser,
  visible: ShiftRow,
  query: z.output<typeof assignableUsersQuerySchema>,
): Promise<AssignableUser[]> {
  const shift = await findShiftWithEnd(ctx.db, visible);
  assertCan(canManageShift(actor, shift));
  const people = await findAssignablePeople(ctx.db, shift, {
    fittingTitles: jobTitlesFitting(shift),
    search: query.search,
    limit: ASSIGNABLE_USERS_PAGE_SIZE,
    offset: (query.page - 1) * ASSIGNABLE_USERS_PAGE_SIZE,
  });
  const booked = new Set(
    await findBookedAmong(
      ctx.db,
      people.map((person) => person.id),
      shift,
    ),
  );
  return people.map((person) => ({
    id: person.id,
    name: person.name,
    email: person.email,
    jobTitle: person.jobTitle,
    fits: person.fits,
    requestedThisShift: person.requested,
    bookedAtThatTime: booked.has(person.id),
  }));
}
