/**
 * Where an event's photo files are (Photos tab, DESIGN 15): archived = moved to a cheaper storage class.
 * Its own module (schemas/staff-events.ts re-exports it): the event item reads it in every handler that
 * loads an event, and the staff event schemas need not be built at their cold start (#31 item 3).
 */
export const PHOTO_STORAGE_STATES = ['standard', 'archiving', 'archived', 'restoring', 'deleted'] as const;
export type PhotoStorageState = (typeof PHOTO_STORAGE_STATES)[number];
