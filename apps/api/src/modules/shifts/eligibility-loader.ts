import {
  eligibility,
  type EligibilityPerson,
  type EligibilityReason,
  type EligibilityShift,
  type ShiftEligibility,
  type TimeSpan,
} from '@chairside/domain';
import type { SignedInUser } from '../../auth/actor.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { assertFound, ConflictError } from '../../lib/errors.ts';
import { findConfirmedSpansMeeting, findEligibilityPerson } from './eligibility-queries.ts';
import { findShiftWithEnd, type ShiftRow } from './queries.ts';

/** A shift as the loader reads it: what eligibility reads, and its id (its own requests never clash). */
export type LoadedShift = EligibilityShift & { id: number };

/** A person as every caller selects them (eligibilityPersonColumns). */
export type EligibilityRow = EligibilityPerson & { id: number };

/**
 * Issue #24 §1, the one loader: the bookings eligibility reads (EligibilityContext's
 * confirmedSpans) of the people a caller selected (one person, a page of the Assign picker, a
 * new shift's audience) in one read, by person.
 */
export async function loadConfirmedSpans(
  db: Executor,
  shift: LoadedShift,
  people: readonly { id: number }[],
): Promise<(personId: number) => TimeSpan[]> {
  const spans = new Map<number, TimeSpan[]>();
  const ids = people.map((person) => person.id);
  for (const { employeeId, start, end } of await findConfirmedSpansMeeting(db, ids, shift))
    spans.set(employeeId, [...(spans.get(employeeId) ?? []), { start, end }]);
  return (personId) => spans.get(personId) ?? [];
}

/**
 * Each person's reasons by the server's clock, their bookings loaded in one read: request,
 * offer, confirm, assign, the picker and the shift page's 'why not' all come through here (and
 * new-shift alerts through loadConfirmedSpans and matchShift, which asks eligibility first).
 */
export async function withEligibility<Person extends EligibilityRow>(
  db: Executor,
  shift: LoadedShift,
  people: Person[],
  now = new Date(),
): Promise<Array<Person & { reasons: EligibilityReason[] }>> {
  const spansOf = await loadConfirmedSpans(db, shift, people);
  return people.map((person) => ({
    ...person,
    reasons: eligibility(person, shift, { now, confirmedSpans: spansOf(person.id) }),
  }));
}

/** One person's reasons (none when they may work the shift); null when there is no such person. */
export async function eligibilityOf(db: Executor, shift: LoadedShift, personId: number) {
  const person = await findEligibilityPerson(db, personId);
  if (!person) return null;
  const [loaded] = await withEligibility(db, shift, [person]);
  return loaded;
}

/**
 * Refuses (409, DESIGN §4) with the first reason: in the person's words when they act
 * (request, confirm), naming them when a manager does (offer, assign).
 */
export function assertEligible(reasons: EligibilityReason[], reader: 'person' | 'manager') {
  const [first] = reasons;
  if (first) throw new ConflictError(reader === 'person' ? first.forPerson : first.forManager);
}

/**
 * GET /shifts/:shiftId/eligibility (issue #24 §1): the shift page's 'why not', every reason the
 * signed-in person may not work a shift they may see, in their words.
 */
export async function eligibilityForMe(
  ctx: AppContext,
  actor: SignedInUser,
  visible: ShiftRow,
): Promise<ShiftEligibility> {
  const shift = await findShiftWithEnd(ctx.db, visible);
  const me = assertFound(await eligibilityOf(ctx.db, shift, actor.id));
  return { reasons: me.reasons.map(({ code, forPerson }) => ({ rule: code, message: forPerson })) };
}
