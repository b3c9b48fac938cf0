/**
 * The frame logo of the branded frames add-on (issue #28): what the server stores and checks. An SVG is
 * rasterised to PNG in the browser before upload, so storage only ever holds PNG or JPEG.
 */
export const LOGO_MAX_BYTES = 1024 * 1024;
/** Longest edge the server accepts; the camera draws the logo far smaller (a share of the bottom border). */
export const LOGO_MAX_EDGE_PX = 4096;
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;
export type LogoContentType = (typeof LOGO_CONTENT_TYPES)[number];
/** The file types the organizer may pick (SVG is rasterised to PNG before upload). */
export const LOGO_PICKABLE_TYPES = [...LOGO_CONTENT_TYPES, 'image/svg+xml'] as const;
