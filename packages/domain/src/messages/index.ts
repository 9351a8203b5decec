// Every user-facing text of Chairside, one file per area; messages/every-text-once.test.ts reads
// each file of this folder and fails on a text written twice.
export * from './general.ts';
export * from './requests.ts';
export * from './eligibility.ts';
export * from './scheduling.ts';
export * from './shift-edits.ts';
export * from './app-status.ts';
export * from './credentials.ts';
export * from './pay.ts';
export * from './invoices.ts';
export * from './timesheets.ts';
export * from './payroll.ts';
