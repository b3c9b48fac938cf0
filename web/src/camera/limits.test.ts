import { describe, expect, it } from 'vitest';
import { PHOTO_LIMITS } from '../../../shared/photo-files.js';
import { POLAROID_MAX_BYTES, POLAROID_MAX_HEIGHT, POLAROID_WIDTH, RAW_MAX_BYTES, RAW_MAX_EDGE, THUMBNAIL_MAX_BYTES, THUMBNAIL_WIDTH } from './constants.js';

/** Whatever the camera produces must pass the server's confirm check, or guests would lose photos. */
describe('camera output fits the server limits', () => {
  it('polaroid, raw and thumbnail caps are within PHOTO_LIMITS', () => {
    expect(POLAROID_MAX_BYTES).toBeLessThanOrEqual(PHOTO_LIMITS.polaroid.maxBytes);
    expect(Math.max(POLAROID_WIDTH, POLAROID_MAX_HEIGHT)).toBeLessThanOrEqual(PHOTO_LIMITS.polaroid.maxEdgePx);
    expect(RAW_MAX_BYTES).toBeLessThanOrEqual(PHOTO_LIMITS.raw.maxBytes);
    expect(RAW_MAX_EDGE).toBeLessThanOrEqual(PHOTO_LIMITS.raw.maxEdgePx);
    expect(THUMBNAIL_MAX_BYTES).toBeLessThanOrEqual(PHOTO_LIMITS.thumbnail.maxBytes);
    // The thumbnail keeps the card's proportions: its height is the tallest card scaled to the thumbnail width.
    expect(Math.ceil((THUMBNAIL_WIDTH * POLAROID_MAX_HEIGHT) / POLAROID_WIDTH)).toBeLessThanOrEqual(PHOTO_LIMITS.thumbnail.maxEdgePx);
  });
});
