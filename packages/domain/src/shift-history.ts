import type { Actor } from './permissions.ts';
import { canReachOrganization, isRestrictedShiftView } from './permissions.ts';
import { formatShiftChange, type ShiftChange } from './shift-edits.ts';

/**
 * What a shift's history records (issue #16 §4). An offer the system let lapse is its own kind,
 * 'expired', rather than a decline without an actor: the person did not say no, and the
 * timeline should not read as if they had.
 */
export const SHIFT_EVENT_KINDS = [
  'posted',
  'edited',
  'requested',
  'withdrawn',
  'offered',
  'declined',
  'expired',
  'confirmed',
  'assigned',
  'cancelled',
  'deleted',
  'uncoveredPosted',
] as const;
export type ShiftEventKind = (typeof SHIFT_EVENT_KINDS)[number];

interface Person {
  id: number;
  name: string;
}

/** What the display and the visibility rule read of an entry. */
export interface ShiftEventFacts {
  kind: ShiftEventKind;
  actor: Person | null;
  subject: Person | null;
  reason: string | null;
}

/**
 * Who sees an entry: everyone who sees the shift unrestricted sees all of it; under SPEC §6's
 * restricted view only the entries where the viewer acted or whose request they are about.
 */
export function seesShiftEvent(
  viewer: Actor,
  shift: { locationId: number },
  event: { actorId: number | null; subjectId: number | null },
): boolean {
  if (!isRestrictedShiftView(viewer, shift)) return true;
  return event.actorId === viewer.id || event.subjectId === viewer.id;
}

/** Why the system declined a request, as the timeline says it. */
const SYSTEM_DECLINE_BECAUSE: Record<string, string> = {
  filled: 'the shift was filled',
  shiftChanged: 'the shift’s hours changed',
};

function possessive(name: string): string {
  return name.endsWith('s') ? `${name}’` : `${name}’s`;
}

/** One entry as a sentence: 'Jane Doe requested the shift', 'Offer expired'. */
export function shiftEventSentence(event: ShiftEventFacts): string {
  const actor = event.actor?.name ?? 'Chairside';
  const subject = event.subject?.name ?? 'someone';
  switch (event.kind) {
    case 'posted':
      return `${actor} posted the shift`;
    case 'edited':
      return `${actor} edited the shift`;
    case 'requested':
      return `${subject} requested the shift`;
    case 'withdrawn':
      return `${subject} withdrew their request`;
    case 'offered':
      return `${actor} offered the shift to ${subject}`;
    case 'declined':
      if (!event.actor) {
        const because = event.reason && SYSTEM_DECLINE_BECAUSE[event.reason];
        return `${possessive(subject)} request was declined${because ? ` because ${because}` : ''}`;
      }
      if (event.actor.id === event.subject?.id) return `${subject} declined the offer`;
      return `${actor} declined ${possessive(subject)} request`;
    case 'expired':
      return `Offer to ${subject} expired`;
    case 'confirmed':
      return `${subject} accepted the offer`;
    case 'assigned':
      return `${actor} assigned the shift to ${subject}`;
    case 'cancelled':
      return event.actor?.id === event.subject?.id
        ? `${subject} cancelled their confirmed shift`
        : `${actor} cancelled ${possessive(subject)} confirmed shift`;
    case 'deleted':
      return `${actor} deleted the shift`;
    case 'uncoveredPosted':
      // Issue #26 §4: `reason` holds the stretches posted, in words ('8:00 to 10:00 AM').
      return `${actor} posted the uncovered hours as open shifts: ${event.reason ?? ''}`;
  }
}

/** An edit's fields, one line each: 'Start 8:00 AM → 9:00 AM'. */
export function shiftEventChangeLines(changes: readonly ShiftChange[] | null): string[] {
  return (changes ?? []).map(formatShiftChange);
}

/**
 * A deleted shift's history stays readable to the admins of its organization (and platform
 * admins); for everyone else the shift is gone (404).
 */
export function mayReadDeletedShiftHistory(viewer: Actor, organizationId: number): boolean {
  return viewer.position === 'admin' && canReachOrganization(viewer, organizationId);
}
