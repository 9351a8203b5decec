import type { ShiftState } from './constants.ts';

/**
 * Issue #26 §1: the one word for a shift's state, on every screen that names it. 'Open' (nobody
 * asked), 'Requested' (live requests), 'Offered' (an offer waits for its answer: the manager
 * waits on it, the person offered must answer it), 'Confirmed' (someone is confirmed).
 */
export type ShiftStateWord = 'Open' | 'Requested' | 'Offered' | 'Confirmed';

/** DESIGN §8: Assigned once a request is confirmed, Requested while live requests exist. */
export function shiftStatus(counts: {
  requests: number;
  offers: number;
  confirmed: number;
}): ShiftState {
  if (counts.confirmed > 0) return 'Assigned';
  if (counts.requests + counts.offers > 0) return 'Requested';
  return 'Unassigned';
}

/** What of a shift its state reads from, as the server answers it for the viewer. */
export interface ShiftStateFacts {
  /** SPEC §2's status (DESIGN §8): an offer counts as a live request, so 'Requested'. */
  status: ShiftState;
  /** Live offers; null where SPEC §6 hides the counts. */
  offers: number | null;
  /** The live offer's deadline the viewer may see (the soonest, or their own); else null. */
  offerExpiresAt: string | null;
}

/** A shift's state word (issue #26 §1): the status, with a live offer read as 'Offered'. */
export function shiftStateWord(shift: ShiftStateFacts): ShiftStateWord {
  if (shift.status === 'Assigned') return 'Confirmed';
  if ((shift.offers ?? 0) > 0 || shift.offerExpiresAt !== null) return 'Offered';
  return shift.status === 'Requested' ? 'Requested' : 'Open';
}
