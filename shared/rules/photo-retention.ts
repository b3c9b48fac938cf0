import { DAY_MS, PHOTO_RETENTION_DAYS } from '../constants.js';

/**
 * DESIGN 15, Retention: photos stay PHOTO_RETENTION_DAYS after their gallery expires (so the organizer can
 * still buy), then the daily job deletes them unless an archive or a gallery extension was bought. The
 * gallery's expiry already includes bought extensions (galleryExpiresAt moves with them).
 */
export const photosDueForDeletion = (galleryExpiresAt: string): string => new Date(Date.parse(galleryExpiresAt) + PHOTO_RETENTION_DAYS * DAY_MS).toISOString();

/** The latest gallery expiry whose photos are due at `at` (the job's cutoff). */
export const galleryExpiryCutoff = (at: Date): string => new Date(at.getTime() - PHOTO_RETENTION_DAYS * DAY_MS).toISOString();
