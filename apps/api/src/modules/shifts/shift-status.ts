import type { ShiftState } from '@chairside/domain';

/** DESIGN §8: Assigned once a request is confirmed, Requested while live requests exist. */
export function shiftStatus(row: {
  requests: number;
  offers: number;
  confirmed: number;
}): ShiftState {
  if (row.confirmed > 0) return 'Assigned';
  if (row.requests + row.offers > 0) return 'Requested';
  return 'Unassigned';
}
