// The texts of the payroll and the reports' pay columns (issue #28 §4).

/** How a report row's worked time source reads in the CSV and on the page, by WorkedSource. */
export const WORKED_SOURCE_LABELS = {
  approved: 'Approved',
  submitted: 'Submitted',
  scheduled: 'Scheduled',
} as const;
