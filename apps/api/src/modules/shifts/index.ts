export { startFanoutWorker, startNewShiftAlertWorker } from './new-shift-alert-worker.ts';
export { findEligibilityPerson, findHeldCredentials } from './eligibility-queries.ts';
export { offerReminderLead, runOfferDeadlines } from './offer-deadlines.ts';
export { startOfferExpiryWorker } from './offer-expiry-worker.ts';
export { presentRequest, presentShift } from './presenters.ts';
export {
  findConfirmedClash,
  findShiftAcrossOrganizations,
  findShiftLocation,
  heldHoursMeet,
  requestCounts,
  shiftColumns,
  shiftCoreColumns,
  shiftListQuery,
} from './queries.ts';
export { findLocationManagerContacts, requestColumns } from './request-queries.ts';
export { shiftRoutes } from './routes.ts';
export { shiftSummary, shiftWhen } from './shift-summary.ts';
export { shiftTimes } from './shift-times.ts';
export { startTickWorker, type TickWorkerOptions } from './tick-worker.ts';
export { startTimesheetReminderWorker } from './timesheet-reminders.ts';
