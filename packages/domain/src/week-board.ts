import type { ShiftListItem } from './contracts/shifts.ts';
import { shiftStateWord } from './shift-state.ts';

/** What a week board card says of its shift, and the look that goes with it. */
export type WeekCardTone = 'open' | 'unfilled' | 'requested' | 'offered' | 'confirmed';

export interface WeekCardState {
  tone: WeekCardTone;
  label: string;
}

type BoardShift = Pick<
  ShiftListItem,
  'date' | 'status' | 'requests' | 'offers' | 'offerExpiresAt' | 'confirmedName'
>;

/**
 * Issue #16 §3: a card's state, in the shift's state word (shiftStateWord, issue #26 §1). An open
 * shift that has started is 'Unfilled' (nobody came); 'Requested n' counts the live requests
 * where the server shows counts; a confirmed shift names its person where the server does (never
 * in the restricted view).
 */
export function weekCardState(shift: BoardShift, now: number): WeekCardState {
  const word = shiftStateWord(shift);
  if (word === 'Confirmed') {
    return {
      tone: 'confirmed',
      label: shift.confirmedName ? `Confirmed · ${shift.confirmedName}` : 'Confirmed',
    };
  }
  if (word === 'Offered') return { tone: 'offered', label: 'Offered' };
  if (word === 'Requested') {
    return {
      tone: 'requested',
      label: shift.requests ? `Requested ${shift.requests}` : 'Requested',
    };
  }
  return Date.parse(shift.date) <= now
    ? { tone: 'unfilled', label: 'Unfilled' }
    : { tone: 'open', label: 'Open' };
}
