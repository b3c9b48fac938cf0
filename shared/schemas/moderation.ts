import * as z from 'zod/mini';

/** Deleting a photo: the creator may give the uploader their unit of quota back (ignored for a guest's own delete). */
export const deletePhotoRequestSchema = z.object({ freeQuota: z.optional(z.boolean()) });
export type DeletePhotoRequest = z.infer<typeof deletePhotoRequestSchema>;
