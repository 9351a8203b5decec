// The texts of the payroll and the reports' pay columns (issue #28 §4).

/** How a report row's worked time source reads (with TIMESHEET_LABELS.approved: pay/payroll.ts). */
export const PAYROLL_LABELS = { submitted: 'Submitted', scheduled: 'Scheduled' } as const;

/** The report's Pay cell where a shift shows no rate (its full wording: PAY_LABELS.rateNotShown). */
export const REPORT_PAY_LABELS = { noRate: 'No rate' } as const;
