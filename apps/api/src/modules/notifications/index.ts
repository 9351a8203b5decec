export { createDeliver } from './channels.ts';
export { PermanentDeliveryError } from './delivery-errors.ts';
export { startOutboxWorker, type Deliver } from './delivery.ts';
export { credentialExpiringEmail, credentialShortfallEmail } from './credential-templates.ts';
export {
  findPushEndpoints,
  findRecipientChannelsAcrossOrganizations,
  findRecipientsChannelsAcrossOrganizations,
  type RecipientChannels,
} from './dispatch-queries.ts';
export { dispatch, messagesBeyondApp, sendBeyondApp } from './dispatch.ts';
export { failedDeliveryRoutes } from './failed-deliveries-routes.ts';
export { notificationRoutes } from './in-app-routes.ts';
export { notify, notifyAll, shiftNotice, type InAppNotice } from './in-app.ts';
export {
  findNotificationPreferencesAcrossOrganizations,
  saveNotificationPreferences,
} from './notification-preferences-queries.ts';
export {
  assignmentCancelledEmail,
  offerExpiredEmail,
  offerReminderEmail,
  ownOfferExpiredEmail,
  shiftReopenedEmail,
} from './offer-templates.ts';
export { insertMessages, messagesTo, type QueuedMessage } from './outbox-queries.ts';
export { enqueueMessage, type OutgoingMessage } from './outbox.ts';
export {
  describe,
  newShiftEmail,
  newShiftsBatchEmail,
  newShiftsDigestEmail,
  offerAnsweredEmail,
  shiftCancelledEmail,
  shiftChangedEmail,
  shiftConfirmedEmail,
  shiftOfferedEmail,
  shiftRequestDeclinedEmail,
  type ShiftSummary,
} from './shift-templates.ts';
export {
  accountExistsEmail,
  inviteEmail,
  passwordResetEmail,
  phoneCodeText,
  verificationEmail,
} from './templates.ts';
export { timesheetEmail } from './timesheet-templates.ts';
export { unsubscribeMail } from './unsubscribe-mail.ts';
export { unsubscribeRoutes } from './unsubscribe-routes.ts';
