import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { photosHidden } from '#shared/rules/reveal.js';
import type { GalleryPage } from '#shared/schemas/photos.js';
import { now } from '../../clock.js';
import { photoItemSchema } from '../../data/photo-item.js';
import { HIDDEN_NAME, NOT_HIDDEN } from '../../data/photo-moderation.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { DomainError } from '../../errors.js';
import { domainError } from '../errors.js';
import { toPhotoView } from '../photos/photo-view.js';
import { loadChallengeState } from './challenge-state.js';
import { once } from '../../once.js';

const cursorSchema = once(() => z.strictObject({ PK: z.string(), SK: z.string(), GSI4PK: z.string(), GSI4SK: z.string() }));

/** The cursor is the last key, base64url JSON; decoded strictly and pinned to this event and prompt. */
const decodeCursor = (raw: string | undefined, expectPK: string, expectGsi4: string): Record<string, string> | undefined => {
  if (!raw) return undefined;
  try {
    const key = cursorSchema().parse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    if (key.PK !== expectPK || !key.SK.startsWith(keys.photoPrefix) || key.GSI4PK !== expectGsi4) throw new Error('foreign cursor');
    return key;
  } catch {
    throw new DomainError('INVALID_CURSOR', 400);
  }
};
const encodeCursor = (key: Record<string, unknown> | undefined): string | null => (key ? Buffer.from(JSON.stringify(key), 'utf8').toString('base64url') : null);

/**
 * One prompt's photos, newest first, in two calls like a gallery page: caller + event (BatchGet), then GSI4.
 * Guests see only the prompts on the card; reveal after the end, before the end, only their own photos.
 */
export const listChallengePhotos = async (code: string, participantId: string, promptId: string, q: { limit: number; cursor?: string }): Promise<GalleryPage> => {
  const at = now();
  const { event, participant, challenges } = await loadChallengeState(code, participantId);
  if (Date.parse(event.galleryExpiresAt) <= at.getTime() && !participant.isCreator) throw new DomainError('GALLERY_EXPIRED', 410);
  const prompt = challenges.prompts.find((p) => p.id === promptId);
  if (!prompt || (!participant.isCreator && (prompt.hidden === true || !challenges.enabled))) throw domainError('CHALLENGE_PROMPT_UNKNOWN', promptId);
  const onlyMine = photosHidden(event) && !participant.isCreator;
  const gsi4 = keys.promptPhotos(code, promptId);
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI4',
      KeyConditionExpression: 'GSI4PK = :pk',
      FilterExpression: onlyMine ? `${NOT_HIDDEN} AND uploaderId = :me` : NOT_HIDDEN,
      ExpressionAttributeNames: HIDDEN_NAME,
      ExpressionAttributeValues: { ':pk': gsi4, ...(onlyMine ? { ':me': participantId } : {}) },
      ScanIndexForward: false,
      Limit: q.limit,
      ExclusiveStartKey: decodeCursor(q.cursor, keys.event(code).PK, gsi4),
    }),
  );
  const photos = await Promise.all((out.Items ?? []).map((i) => toPhotoView(photoItemSchema().parse(i), at)));
  return { photos, nextCursor: encodeCursor(out.LastEvaluatedKey) };
};
