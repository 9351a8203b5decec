// The texts of a 1099 shift's invoice (issue #28 §4): its refusals and the PDF's headings.

export const INVOICE_MESSAGES = {
  onlyFor1099: 'Invoices are for 1099 shifts',
  timesheetNotApproved: 'The timesheet must be approved first',
  noRate: 'This shift has no rate to invoice',
} as const;

/** The shift page's button for a 1099 shift's approved timesheet. */
export const INVOICE_ACTIONS = {
  download: 'Download Invoice',
  downloading: 'Downloading...',
} as const;

/** The headings and labels printed on the invoice PDF. */
export const INVOICE_LABELS = {
  title: 'Invoice',
  number: 'Invoice number',
  issued: 'Issued',
  dueDate: 'Due date',
  payBy: 'pay by',
  from: 'From',
  billTo: 'Bill to',
  workedAt: 'Worked at',
  description: 'Description',
  hours: 'Hours',
  totalDue: 'Total due',
  lunch: 'unpaid lunch',
  contractor: 'Services of an independent contractor (1099). No taxes were withheld.',
  footer: 'Prepared with Chairside from the timesheet approved',
} as const;
