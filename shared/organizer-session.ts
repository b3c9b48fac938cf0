/**
 * An organizer session lasts a working day (as staff sessions), then the code is asked again. Its own module,
 * not schemas/organizer.ts: every authenticated handler loads the organizer token verifier, and importing
 * the constant from the schemas would build the organizer and order schemas at each cold start (#31 item 3).
 */
export const ORGANIZER_TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;
