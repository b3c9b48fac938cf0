import { staffEndpointRoutes } from '../../../../shared/api/staff-endpoint-routes';
import type { StaffEvent, StaffEventDetails, StaffPhoto } from '../../../../shared/schemas/staff-events';
import type { StaffDeletePhotoResponse, StaffPhotoPackageResponse } from '../../../../shared/schemas/staff-photos';
import { callApi } from '../../api/callApi';

/** The Photos tab's calls (staff token on each). */

/** Every event, newest first, following the list's cursor (pages of 100). */
export const fetchAllEvents = async (token: string, signal?: AbortSignal): Promise<StaffEvent[]> => {
  const events: StaffEvent[] = [];
  let cursor: string | undefined;
  // A bound on pages keeps a runaway loop from hammering the API (100 pages = 10 000 events).
  for (let page = 0; page < 100; page++) {
    const out = await callApi(staffEndpointRoutes.staffEventsList, { token, query: { filter: 'all', limit: 100, ...(cursor ? { cursor } : {}) } }, signal);
    events.push(...out.events);
    if (!out.nextCursor) break;
    cursor = out.nextCursor;
  }
  return events;
};

export const fetchEventDetails = (token: string, code: string, signal?: AbortSignal): Promise<StaffEventDetails> =>
  callApi(staffEndpointRoutes.staffEventDetails, { token, params: { code } }, signal);

/** All photos of an event: the details' first page, then the photos pages. */
export const fetchAllPhotos = async (token: string, code: string, signal?: AbortSignal): Promise<StaffPhoto[]> => {
  const details = await fetchEventDetails(token, code, signal);
  const photos = [...details.photos];
  let cursor = details.nextPhotosCursor;
  while (cursor) {
    const page = await callApi(staffEndpointRoutes.staffEventPhotos, { token, params: { code }, query: { cursor } }, signal);
    photos.push(...page.photos);
    cursor = page.nextCursor;
  }
  return photos;
};

export const archivePackage = (token: string, code: string): Promise<StaffPhotoPackageResponse> =>
  callApi(staffEndpointRoutes.staffArchivePhotos, { token, params: { code } });

export const restorePackage = (token: string, code: string): Promise<StaffPhotoPackageResponse> =>
  callApi(staffEndpointRoutes.staffRestorePhotos, { token, params: { code } });

export const deletePackage = (token: string, code: string, typed: string): Promise<StaffPhotoPackageResponse> =>
  callApi(staffEndpointRoutes.staffDeletePhotos, { token, params: { code }, body: { confirm: typed } });

export const deletePhoto = (token: string, code: string, photoId: string): Promise<StaffDeletePhotoResponse> =>
  callApi(staffEndpointRoutes.staffDeletePhoto, { token, params: { code, photoId } });
