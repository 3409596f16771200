// Product-wide constants for the web app. External URLs are build-time settings (VITE_*), so a
// deployment can point them at its own affiliate portal and feedback board.

export const BRAND_NAME = 'Focus Group';

export const AFFILIATE_URL: string = import.meta.env.VITE_AFFILIATE_URL || 'https://focusgroup.firstpromoter.com';
export const FEEDBACK_URL: string = import.meta.env.VITE_FEEDBACK_URL || 'https://feedback.focusgroup.app';

/** Credits expire this many days after purchase (the figure users are told). */
export const CREDIT_EXPIRY_DAYS = 61;

export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const MIN_PASSWORD_LENGTH = 6;

export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || 'support@focusgroup.app';
