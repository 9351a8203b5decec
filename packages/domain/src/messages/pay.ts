// The texts of pay (issue #28 §1-2): how a rate, an engagement and payment terms read, and why
// a rate is refused. docs/PAY.md records the decisions behind them.

/** How an engagement reads ('W-2' / '1099'), by Engagement. */
export const ENGAGEMENT_LABELS = {
  w2: 'W-2',
  '1099': '1099',
} as const;

/** How payment terms read, by PaymentTerms. */
export const PAYMENT_TERMS_LABELS = {
  same_day: 'Same day',
  net_7: 'Net 7',
  net_15: 'Net 15',
  net_30: 'Net 30',
} as const;

export const PAY_LABELS = {
  rateNotShown: 'Rate not shown',
  perHour: '/h',
  hourlyRate: 'Hourly rate',
  minimumRate: 'Minimum rate',
  proposedRate: 'Proposed rate',
  proposeRate: 'Propose a rate',
  offeredRate: 'Offered rate',
  agreedRate: 'Agreed rate',
  postedRate: 'Posted rate',
} as const;

export const PAY_MESSAGES = {
  /** 409 of PATCH /shifts/:id changing the rate, engagement or terms once someone is confirmed. */
  confirmedPayCannotChange: 'The pay of a confirmed shift cannot change',
  rateWholeCents: 'Enter the rate as a whole number of cents',
  rateOutOfRange: 'Enter a rate between $1.00 and $1,000.00 an hour',
  rateNotDollars: 'Enter the rate in dollars, such as 52.50',
  engagementInvalid: "Choose 'W-2' or '1099'",
  paymentTermsInvalid: "Choose 'Same day', 'Net 7', 'Net 15' or 'Net 30'",
} as const;
