import type { WallPhoto } from '#shared/schemas/wall.js';
import type { PhotoItem } from '../../data/photo-item.js';
import { presignGet } from '../photos/photo-urls.js';

/** The wall form of a photo: its polaroid and who took it (the URL is signed locally, no network). */
export const toWallPhoto = async (p: PhotoItem, at: Date): Promise<WallPhoto> => ({
  id: p.id,
  uploaderName: p.uploaderName,
  uploadedAt: p.uploadedAt,
  url: await presignGet(p.eventCode, p.id, 'polaroid', at),
  width: p.width,
  height: p.height,
});

/**
 * A photo the creator hid (moderation: `hidden: true` on the photo item) never reaches a wall; a deleted one
 * has no item. Read from the raw item, so this holds whatever the photo item's schema keeps.
 */
export const isShown = (item: Record<string, unknown>): boolean => item.hidden !== true;

/** DynamoDB filter of the same rule, for Queries of photo items (`hidden` is a reserved word: a name placeholder). */
export const SHOWN_FILTER = {
  FilterExpression: 'attribute_not_exists(#hidden) OR #hidden <> :hiddenTrue',
  ExpressionAttributeNames: { '#hidden': 'hidden' },
  ExpressionAttributeValues: { ':hiddenTrue': true },
} as const;
