/**
 * Camera and capture numbers: event-flow spec section 9 ("Camera", "Capture") and DESIGN section 7 (outputs).
 * The output limits (sizes, bytes) are also what the server's upload confirm check must accept; they are
 * candidates for shared/constants.ts and are kept here until the lead moves them.
 */

// --- Stream (spec section 9 "Camera") ---
export const CAMERA_IDEAL_WIDTH = 1920;
export const CAMERA_IDEAL_HEIGHT = 1080;
export const CAMERA_MAX_DIMENSION = 4096;
export const CAMERA_IDEAL_FPS = 30;
export const CAMERA_MAX_FPS = 60;
export const CAMERA_FALLBACK_WIDTH = 1280;
export const CAMERA_FALLBACK_HEIGHT = 720;
/** From the stream being granted to the video having a size and playing. */
export const CAMERA_READY_TIMEOUT_MS = 5000;
/** Gap between stopping the old stream and asking for a new one (lets the device close). */
export const CAMERA_RESTART_DELAY_MS = 100;
/** Spec section 8: "Camera restart failed: {reason}" stays up this long. */
export const CAMERA_RESTART_FAILED_BANNER_MS = 5000;

// --- Outputs (DESIGN section 7) ---
const KIB = 1024;

/** Composed polaroid card: fixed width, height set by the frame style (see frames.ts). */
export const POLAROID_WIDTH = 1080;
/** Tallest card any frame style makes (frames.test.ts holds every style to it). */
export const POLAROID_MAX_HEIGHT = 1350;
export const POLAROID_JPEG_QUALITY = 0.88;
export const POLAROID_MIN_QUALITY = 0.6;
/** Soft target: quality steps down until under it. */
export const POLAROID_TARGET_BYTES = 250 * KIB;
/** Hard cap: never uploaded above this (the image shrinks instead). Server confirm limit. */
export const POLAROID_MAX_BYTES = 512 * KIB;

/** Full-resolution frame, uncropped and unfiltered. */
export const RAW_MAX_EDGE = 4096;
export const RAW_JPEG_QUALITY = 0.75;
export const RAW_MIN_QUALITY = 0.5;
/** Hard cap (and target) for the raw frame. Server confirm limit. */
export const RAW_MAX_BYTES = 8 * KIB * KIB;

/** Gallery thumbnail of the composed card. */
export const THUMBNAIL_WIDTH = 480;
export const THUMBNAIL_JPEG_QUALITY = 0.8;
export const THUMBNAIL_MIN_QUALITY = 0.4;
/** Hard cap (and target). Server confirm limit. */
export const THUMBNAIL_MAX_BYTES = 40 * KIB;

/** Quality goes down by this much per re-encode. */
export const JPEG_QUALITY_STEP = 0.05;
/** When the lowest quality is still too big, the image shrinks by this factor, down to MIN_SCALE. */
export const JPEG_SCALE_STEP = 0.85;
export const JPEG_MIN_SCALE = 0.5;

export const JPEG_MIME = 'image/jpeg';
