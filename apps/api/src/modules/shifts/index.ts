export { startFanoutWorker, startNewShiftAlertWorker } from './new-shift-alert-worker.ts';
export { startOfferExpiryWorker } from './offer-expiry-worker.ts';
export { presentRequest, presentShift } from './presenters.ts';
export {
  findConfirmedClash,
  findShiftLocation,
  heldHoursMeet,
  requestCounts,
  shiftColumns,
  shiftCoreColumns,
  shiftListQuery,
} from './queries.ts';
export { requestColumns } from './request-queries.ts';
export { shiftRoutes } from './routes.ts';
export { shiftWhen } from './shift-summary.ts';
export { shiftTimes } from './shift-times.ts';
