/**
 * A delivery the channel refused for good (an invalid phone number, an unknown mailbox): trying
 * again cannot help, so the message is given up at once instead of retried.
 */
export class PermanentDeliveryError extends Error {}
