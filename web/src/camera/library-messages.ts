/*
 * Why a photo from the library cannot be used (web/src/camera/decode-image.ts), in English. A module of its
 * own: the event catalogue reads these texts, and the gallery loads that catalogue without the camera's code.
 */
export const LIBRARY_MESSAGES = {
  heic: 'This photo is in HEIC format, which this browser cannot open. Choose a JPEG, or on iPhone set Settings › Camera › Formats to Most Compatible.',
  unreadable: 'This file could not be opened as a photo. Please choose a JPEG, PNG or WebP image.',
  tooLarge: 'This photo is too large (over 40 MB). Please choose a smaller one.',
} as const;

export type LibraryImageProblem = keyof typeof LIBRARY_MESSAGES;
