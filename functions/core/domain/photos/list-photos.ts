import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { photosHidden } from '#shared/rules/reveal.js';
import type { GalleryPage } from '#shared/schemas/photos.js';
import { now } from '../../clock.js';
import { photoItemSchema } from '../../data/photo-item.js';
import { HIDDEN_NAME, NOT_HIDDEN } from '../../data/photo-moderation.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { DomainError } from '../../errors.js';
import { loadActiveParticipant } from '../participants/load-active-participant.js';
import { toPhotoView } from './photo-view.js';
import { once } from '../../once.js';

const cursorSchema = once(() => z.strictObject({ PK: z.string(), SK: z.string(), GSI2PK: z.optional(z.string()), GSI2SK: z.optional(z.string()) }));

/** The cursor is the last key, base64url JSON; decoded strictly and pinned to this event and listing. */
const decodeCursor = (raw: string | undefined, expectPK: string, expectGsi2?: string): Record<string, string> | undefined => {
  if (!raw) return undefined;
  try {
    const key = cursorSchema().parse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    if (key.PK !== expectPK || !key.SK.startsWith(keys.photoPrefix) || key.GSI2PK !== expectGsi2) throw new Error('foreign cursor');
    return Object.fromEntries(Object.entries(key).filter((e): e is [string, string] => e[1] !== undefined));
  } catch {
    throw new DomainError('INVALID_CURSOR', 400);
  }
};
const encodeCursor = (key: Record<string, unknown> | undefined): string | null =>
  key ? Buffer.from(JSON.stringify(key), 'utf8').toString('base64url') : null;

/**
 * A gallery page, newest first, in two database calls: the caller and the event (still active? gallery
 * still open?) in one BatchGet, and one Query — of the event's photos, or through GSI2 of one guest's.
 */
export const listPhotos = async (code: string, participantId: string, q: { mine: boolean; limit: number; cursor?: string }): Promise<GalleryPage> => {
  const at = now();
  // Caller and event in one read: removed guests are refused, and so is every guest once the free gallery
  // ended. The organizer still lists the photos while they are kept (DESIGN 15: so they can still buy; the
  // purchase screen chooses the prints from them); the list's URLs are polaroids, never the raw files.
  const { event, participant } = await loadActiveParticipant(code, participantId);
  if (Date.parse(event.galleryExpiresAt) <= at.getTime() && !participant.isCreator) throw new DomainError('GALLERY_EXPIRED', 410);

  const eventPK = keys.event(code).PK;
  const mineKey = keys.photosBy(code, participantId);
  // Reveal after the end: until then a guest's "all" is their own photos (the creator sees all: they moderate).
  const mine = q.mine || (photosHidden(event) && !participant.isCreator);
  const out = await ddb.send(
    new QueryCommand(
      mine
        ? {
            TableName: tableName(),
            IndexName: 'GSI2',
            KeyConditionExpression: 'GSI2PK = :pk',
            // Hidden by the creator: gone for everyone, the uploader too (their own "mine" list included).
            FilterExpression: NOT_HIDDEN,
            ExpressionAttributeNames: HIDDEN_NAME,
            ExpressionAttributeValues: { ':pk': mineKey },
            ScanIndexForward: false,
            Limit: q.limit,
            ExclusiveStartKey: decodeCursor(q.cursor, eventPK, mineKey),
          }
        : {
            TableName: tableName(),
            KeyConditionExpression: 'PK = :pk AND begins_with(SK, :photo)',
            FilterExpression: NOT_HIDDEN,
            ExpressionAttributeNames: HIDDEN_NAME,
            ExpressionAttributeValues: { ':pk': eventPK, ':photo': keys.photoPrefix },
            ScanIndexForward: false,
            Limit: q.limit,
            ExclusiveStartKey: decodeCursor(q.cursor, eventPK),
          },
    ),
  );
  const photos = await Promise.all((out.Items ?? []).map((i) => toPhotoView(photoItemSchema().parse(i), at)));
  return { photos, nextCursor: encodeCursor(out.LastEvaluatedKey) };
};
