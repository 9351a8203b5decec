import {
  credentialChipFor,
  credentialShortfallNote,
  credentialShortfalls,
  eligibility,
  type CredentialChip,
  type CredentialShortfall,
  type EligibilityContext,
  type EligibilityPerson,
  type HeldCredential,
  type EligibilityReason,
  type EligibilityShift,
  type ShiftEligibility,
  type TimeSpan,
} from '@chairside/domain';
import type { SignedInUser } from '../../auth/actor.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { assertFound, ConflictError } from '../../lib/errors.ts';
import {
  findConfirmedSpansMeeting,
  findEligibilityPerson,
  findHeldCredentials,
} from './eligibility-queries.ts';
import { findShiftWithEnd, type ShiftRow } from './queries.ts';

/** A shift as the loader reads it: what eligibility reads, and its id (its own requests never clash). */
export type LoadedShift = EligibilityShift & { id: number };

/** A person as every caller selects them (eligibilityPersonColumns). */
export type EligibilityRow = EligibilityPerson & { id: number };

/** What the loader answers of each person for a shift. */
export interface PersonEligibility {
  reasons: EligibilityReason[];
  /** Their credential state for the shift (issue #27 §3); null when nothing is asked of them. */
  credentialChip: CredentialChip | null;
  /** What they lack of the credentials the shift needs, for the shift page's line. */
  credentialShortfalls: CredentialShortfall[];
}

/**
 * Issue #24 §1, the one loader: what eligibility reads besides the person and the shift
 * (EligibilityContext: the server's clock, their bookings, their credentials) of the people a
 * caller selected (one person, a page of the Assign picker, a new shift's audience), each kind
 * in one read, by person.
 */
export async function loadEligibilityContexts(
  db: Executor,
  shift: LoadedShift,
  people: readonly { id: number }[],
  now = new Date(),
): Promise<(personId: number) => EligibilityContext> {
  const ids = people.map((person) => person.id);
  const spans = new Map<number, TimeSpan[]>();
  for (const { employeeId, start, end } of await findConfirmedSpansMeeting(db, ids, shift))
    spans.set(employeeId, [...(spans.get(employeeId) ?? []), { start, end }]);
  const held = new Map<number, HeldCredential[]>();
  for (const { userId, ...credential } of await findHeldCredentials(db, ids))
    held.set(userId, [...(held.get(userId) ?? []), credential]);
  return (personId) => ({
    now,
    confirmedSpans: spans.get(personId) ?? [],
    credentials: held.get(personId) ?? [],
  });
}

/**
 * Each person's reasons by the server's clock, and their credential chip for the shift (issue
 * #27 §3), what they read loaded once for all: request, offer, confirm, assign, the picker, the
 * request list and the shift page's 'why not' all come through here (and new-shift alerts
 * through loadEligibilityContexts and matchShift, which asks eligibility first).
 */
export async function withEligibility<Person extends EligibilityRow>(
  db: Executor,
  shift: LoadedShift,
  people: Person[],
  now = new Date(),
): Promise<Array<Person & PersonEligibility>> {
  const contextOf = await loadEligibilityContexts(db, shift, people, now);
  return people.map((person) => {
    const context = contextOf(person.id);
    return {
      ...person,
      reasons: eligibility(person, shift, context),
      credentialChip: credentialChipFor(person, shift, context.credentials, now),
      credentialShortfalls: credentialShortfalls(person, shift, context.credentials, now),
    };
  });
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
 * signed-in person may not work a shift they may see, in their words, and what they lack of its
 * credentials ('To work this shift you need …', issue #27 §3).
 */
export async function eligibilityForMe(
  ctx: AppContext,
  actor: SignedInUser,
  visible: ShiftRow,
): Promise<ShiftEligibility> {
  const shift = await findShiftWithEnd(ctx.db, visible);
  const me = assertFound(await eligibilityOf(ctx.db, shift, actor.id));
  return {
    reasons: me.reasons.map(({ code, forPerson }) => ({ rule: code, message: forPerson })),
    credentialShortfall: credentialShortfallNote(me.credentialShortfalls, shift),
  };
}
