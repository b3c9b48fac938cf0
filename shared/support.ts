/**
 * The one support address (issue 29.5), shown on the staff sign-in, the purchase confirmation and in every
 * e-mail. A deployment sets CANDID_SUPPORT_EMAIL once: the web build reads it (web/vite.config.ts passes it
 * in) and so do the functions (functions/core/config.ts); this is the address when it is not set.
 */
export const DEFAULT_SUPPORT_EMAIL = 'support@candid.photo';

/** The configured address, or the default when unset or blank. */
export const supportEmailFrom = (configured: string | undefined): string => configured?.trim() || DEFAULT_SUPPORT_EMAIL;
