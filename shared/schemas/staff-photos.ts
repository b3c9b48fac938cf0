import * as z from 'zod/mini';
import { eventCodeSchema } from './common.js';
import { PHOTO_STORAGE_STATES } from './staff-events.js';

/**
 * The Photos tab's package actions (commerce spec: Admin dashboard, Photos tab; DESIGN 15): archive moves an
 * event's photo files to a cheaper storage class, restore moves them back, delete removes them for good.
 */

/** Delete needs the event's code typed by the staff member (checked by the server against the path's code). */
export const staffDeletePhotosRequestSchema = z.object({ confirm: z.string().check(z.maxLength(20)) });
export type StaffDeletePhotosRequest = z.infer<typeof staffDeletePhotosRequestSchema>;

export const staffPhotoPackageResponseSchema = z.object({
  code: z.string(),
  /** Where the files are now; 'archiving'/'restoring' while the move still runs (a job finishes a large event). */
  photoStorage: z.enum(PHOTO_STORAGE_STATES),
  /** True when the work goes on in the background (large events); the list shows the final state once done. */
  continuing: z.boolean(),
});
export type StaffPhotoPackageResponse = z.infer<typeof staffPhotoPackageResponseSchema>;

export const staffPhotoParamsSchema = z.object({
  code: eventCodeSchema,
  photoId: z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Invalid photo id.')),
});

/** The event's counters after one photo was removed. */
export const staffDeletePhotoResponseSchema = z.object({ code: z.string(), photoId: z.string(), photoCount: z.int(), storageBytes: z.int() });
export type StaffDeletePhotoResponse = z.infer<typeof staffDeletePhotoResponseSchema>;
