/** How people reach Chairside support; the settings page and the public pages show it. */
export const SUPPORT_EMAIL = 'support@chairside.app';
export const SUPPORT_HOURS = 'Monday to Friday, 8:00 AM to 6:00 PM Eastern Time';
