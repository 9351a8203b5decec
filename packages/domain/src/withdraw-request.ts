/**
 * Withdraw Request (issue #14 §2): the requester takes back a request not yet offered. Apart
 * from messages.ts, which every screen loads: only the shift page uses these.
 */
export const WITHDRAW_REQUEST_LABELS = {
  withdrawRequest: 'Withdraw Request',
  title: 'Withdraw your request?',
  description: 'The managers of this location are told. You can request the shift again later.',
  /** The dialog's dismiss button: 'Cancel' beside 'Withdraw Request' reads as the same thing. */
  keepRequest: 'Keep Request',
  withdrawn: 'Request Withdrawn',
} as const;
