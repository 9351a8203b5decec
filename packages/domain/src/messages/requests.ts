// The texts of requests, offers, withdrawals and cancellations: the shift pages and the API.

/** Requests, offers and confirmations of a shift (DESIGN §8). */
/** Assign to User's two ways (issue #26 §10), by AssignMode. */
export const ASSIGN_MODE_LABELS = {
  confirm: 'Confirm now',
  offer: 'Offer with a deadline',
} as const;

export const REQUEST_MESSAGES = {
  alreadyRequested: 'You have already requested this shift',
  alreadyStarted: 'This shift has already started',
  alreadyFilled: 'This shift has already been filled',
  assignModeInvalid: `Choose '${ASSIGN_MODE_LABELS.confirm}' or '${ASSIGN_MODE_LABELS.offer}'`,
  alreadyOffered: 'This request has already been offered',
  notOfferedYet: 'This request has not been offered yet',
  outsideShift: 'Requested times must be within the shift',
  notPending: 'This request can no longer be changed',
  overlapping: 'This person is already confirmed for a shift at that time',
  userNotSelectable: 'Select an active user of this organization',
  offerExpired: 'This offer has expired',
  notConfirmed: 'Only a confirmed shift can be cancelled',
  cancelReasonRequired: 'Enter a reason for cancelling',
  withdrawAfterOffer: 'This request has already been offered: decline the offer instead',
} as const;

/** How a request reads in the requests list beyond its status (issue #14). */
export const REQUEST_LABELS = {
  offerExpired: 'Offer expired',
  cancelled: 'Cancelled',
  filled: 'Filled by someone else',
  answerBy: 'Answer by',
  /** An offer's deadline has passed; the server expires it within the minute. */
  timeIsUp: 'time is up',
  cancelShift: 'Cancel Shift',
  /** The Cancel Shift dialog's dismiss button: 'Cancel' beside 'Cancel Shift' would be ambiguous. */
  keepShift: 'Keep Shift',
  shiftCancelled: 'Shift Cancelled',
  shiftCancelledBody: 'The shift is open again.',
  withdrawn: 'Withdrawn',
  /** Request words (issue #26 §3): an offer left unanswered past its deadline. */
  expired: 'Expired',
  /** Declined by a manager, by the person answering an offer, or by the system (filled). */
  declined: 'Declined',
  /** A part-shift request the shift's new hours no longer hold (issue #16 §2). */
  shiftChanged: 'Shift changed',
  /** On the card of one who asked before the shift was filled, once it is open again (issue #26 §5). */
  offerAgain: 'Offer Again',
  /** The Cancel Shift dialog within LATE_CANCELLATION_HOURS of the start (issue #26 §5). */
  lateCancellation: 'Late cancellation',
  /** Before a cancellation notice whose shift starts within LATE_CANCELLATION_HOURS. */
  urgent: 'Urgent',
} as const;

/** Withdraw Request (issue #14 §2): the requester takes back a request not yet offered. */
export const WITHDRAW_REQUEST_LABELS = {
  withdrawRequest: 'Withdraw Request',
  title: 'Withdraw your request?',
  description: 'The managers of this location are told. You can request the shift again later.',
  /** The dialog's dismiss button: 'Cancel' beside 'Withdraw Request' reads as the same thing. */
  keepRequest: 'Keep Request',
  withdrawn: 'Request Withdrawn',
} as const;
