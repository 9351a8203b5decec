/** Reaching the sales team, and the date of the current policies; support lives in lib. */
export const SALES_EMAIL = 'sales@chairside.app';
export const POLICIES_UPDATED = 'November 1, 2026';
