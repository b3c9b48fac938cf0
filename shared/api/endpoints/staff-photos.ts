import { eventCodeParamsSchema } from '../../schemas/events.js';
import {
  staffDeletePhotoResponseSchema,
  staffDeletePhotosRequestSchema,
  staffPhotoPackageResponseSchema,
  staffPhotoParamsSchema,
} from '../../schemas/staff-photos.js';
import { defineEndpoint } from '../endpoint.js';
import { staffEndpointRoutes } from '../staff-endpoint-routes.js';

/** The staff Photos tab's package and photo actions (commerce spec: Admin dashboard, Photos tab; DESIGN 15). */
export const staffPhotoEndpoints = {
  staffArchivePhotos: defineEndpoint({
    ...staffEndpointRoutes.staffArchivePhotos,
    summary:
      "Archives an ended event's photo files (S3 Glacier Instant Retrieval: still viewable); large events finish in a background job. 409 while the event runs, while a move or deletion is under way, or when the photos were deleted. Admin role only (403 for support)",
    params: eventCodeParamsSchema,
    response: staffPhotoPackageResponseSchema,
    successStatus: 200,
    errors: [409],
  }),
  staffRestorePhotos: defineEndpoint({
    ...staffEndpointRoutes.staffRestorePhotos,
    summary: "Moves an archived event's photo files back to S3 Standard; 409 when they are not archived. Admin role only (403 for support)",
    params: eventCodeParamsSchema,
    response: staffPhotoPackageResponseSchema,
    successStatus: 200,
    errors: [409],
  }),
  staffDeletePhotos: defineEndpoint({
    ...staffEndpointRoutes.staffDeletePhotos,
    summary:
      "Deletes all of an event's photos (files and items) now, as the retention job would, and leaves an audit item naming the staff member. Admin role only; the body must carry the event code typed out (400 otherwise)",
    params: eventCodeParamsSchema,
    body: staffDeletePhotosRequestSchema,
    response: staffPhotoPackageResponseSchema,
    successStatus: 200,
    errors: [409],
  }),
  staffDeletePhoto: defineEndpoint({
    ...staffEndpointRoutes.staffDeletePhoto,
    summary: "Deletes one photo (its files, its item and its share of the event's counters) and leaves an audit item. Admin role only",
    params: staffPhotoParamsSchema,
    response: staffDeletePhotoResponseSchema,
    successStatus: 200,
  }),
};
