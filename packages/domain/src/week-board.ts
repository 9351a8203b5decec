import type { ShiftListItem } from './contracts/shifts.ts';

/** What a week board card says of its shift, and the look that goes with it. */
export type WeekCardTone = 'open' | 'unfilled' | 'requested' | 'offered' | 'confirmed';

export interface WeekCardState {
  tone: WeekCardTone;
  label: string;
}

type BoardShift = Pick<ShiftListItem, 'date' | 'status' | 'requests' | 'offers' | 'confirmedName'>;

/**
 * Issue #16 §3: a card's state. An open shift that has started is 'Unfilled' (nobody came);
 * a shift with an offer out reads 'Offered' ahead of its requests (the manager waits on that
 * answer); 'Requested n' counts the live requests where the server shows counts; a confirmed
 * shift names its person where the server does (never in the restricted view).
 */
export function weekCardState(shift: BoardShift, now: number): WeekCardState {
  if (shift.status === 'Assigned') {
    return {
      tone: 'confirmed',
      label: shift.confirmedName ? `Confirmed · ${shift.confirmedName}` : 'Confirmed',
    };
  }
  if (shift.status === 'Requested') {
    if (shift.offers) return { tone: 'offered', label: 'Offered' };
    return {
      tone: 'requested',
      label: shift.requests ? `Requested ${shift.requests}` : 'Requested',
    };
  }
  return Date.parse(shift.date) <= now
    ? { tone: 'unfilled', label: 'Unfilled' }
    : { tone: 'open', label: 'Open' };
}
