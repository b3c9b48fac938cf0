import type { WallPhoto } from '#shared/schemas/wall.js';
import type { PhotoItem } from '../../data/photo-item.js';
import { HIDDEN_ATTR, HIDDEN_NAME, NOT_HIDDEN } from '../../data/photo-moderation.js';
import { presignGet } from '../photos/photo-urls.js';

/** The wall form of a photo: its polaroid and who took it (the URL is signed locally, no network). */
export const toWallPhoto = async (p: PhotoItem, at: Date): Promise<WallPhoto> => ({
  id: p.id,
  uploaderName: p.uploaderName,
  uploadedAt: p.uploadedAt,
  url: await presignGet(p.eventCode, p.id, 'polaroid', at),
  width: p.width,
  height: p.height,
  ...(p.promptId ? { promptId: p.promptId } : {}),
});

/**
 * A photo the creator hid (moderation: the `hidden` attribute on the photo item) never reaches a wall; a
 * deleted one has no item. Read from the raw item, the same rule as the listings' filter.
 */
export const isShown = (item: Record<string, unknown>): boolean => item[HIDDEN_ATTR] === undefined;

/** The listings' filter of the same rule (photo-moderation.ts), for the wall's Queries of photo items. */
export const SHOWN_FILTER = { FilterExpression: NOT_HIDDEN, ExpressionAttributeNames: HIDDEN_NAME } as const;
