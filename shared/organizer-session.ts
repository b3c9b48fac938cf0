/*
 * The organizer's sign-in rules, without the organizer schemas (schemas/organizer.ts re-exports them): every
 * authenticated handler loads the organizer token verifier, and the sign-in handlers the code rules;
 * importing these from the schemas would build the organizer and order schemas at each of those cold
 * starts (#31 item 3).
 */

/** An organizer is their purchase e-mail, compared trimmed and lower-cased (as orders store it). */
export const normalizeOrganizerEmail = (email: string): string => email.trim().toLowerCase();

/** How long an e-mailed code is valid, how many tries it allows, and how soon another may be sent. */
export const ORGANIZER_CODE_TTL_SECONDS = 10 * 60;
export const ORGANIZER_CODE_TRIES = 5;
export const ORGANIZER_CODE_RESEND_SECONDS = 30;
export const ORGANIZER_CODE_LENGTH = 6;

/** An organizer session lasts a working day (as staff sessions), then the code is asked again. */
export const ORGANIZER_TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;
