/*
 * The camera's polaroid filters by id (spec "Camera screen"), shared so the server can check the filter a
 * photo was taken with (sent with its upload slot, recorded on the photo, written in the CSV export) against
 * the same list the camera offers. A module of its own: the guest entry does not carry it beyond the camera.
 */

/** The seven filters, in the camera's order (the arrow keys cycle them so). */
export const PHOTO_FILTER_IDS = ['none', 'blackwhite', 'vintage', 'warm', 'cool', 'faded', 'contrast'] as const;
export type PhotoFilterId = (typeof PHOTO_FILTER_IDS)[number];

/** English names for files the organizer reads (the CSV export); the screens name them from their i18n catalogues. */
export const PHOTO_FILTER_LABELS: Readonly<Record<PhotoFilterId, string>> = {
  none: 'Original',
  blackwhite: 'B&W',
  vintage: 'Vintage',
  warm: 'Warm',
  cool: 'Cool',
  faded: 'Faded',
  contrast: 'Contrast',
};

export const isPhotoFilterId = (value: unknown): value is PhotoFilterId => typeof value === 'string' && (PHOTO_FILTER_IDS as readonly string[]).includes(value);
