import { randomInt } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { DAY_MS, VOTE_OBSERVATION_MS } from '../../../../shared/constants.js';
import type { BallotResponse } from '../../../../shared/schemas/votes.js';
import { now } from '../../clock.js';
import { photoItemSchema } from '../../data/photo-item.js';
import { queryAll } from '../../data/query-all.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { notFound } from '../../errors.js';
import { toPhotoView } from '../photos/photo-view.js';
import { requireActiveParticipant } from '../participants/require-active.js';
import { listMyVotes } from './my-votes.js';

/** Ids of every photo of the event (keys only: small items even for thousands of photos). */
const photoIds = async (code: string): Promise<string[]> => {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :photo)',
    ExpressionAttributeValues: { ':pk': keys.event(code).PK, ':photo': keys.photoPrefix },
    ProjectionExpression: 'id',
  });
  return items.map((i) => String(i.id));
};

/**
 * The next random photo this voter has not voted on (the spec excludes nothing else — own photos too
 * may be voted on). Handing it out is recorded, which starts the server-side 3-second observation.
 */
export const nextBallot = async (code: string, voterId: string, skip?: string): Promise<BallotResponse> => {
  const [ids, mine] = await Promise.all([photoIds(code), listMyVotes(code, voterId), requireActiveParticipant(code, voterId)]);
  if (ids.length === 0) return { kind: 'no-photos' };
  const voted = new Set(mine.votes.map((v) => v.photoId));
  const open = ids.filter((id) => !voted.has(id));
  if (open.length === 0) return { kind: 'all-voted' };
  // Skip shows another photo when there is one; with a single open photo it comes back.
  const pool = open.length > 1 && skip ? open.filter((id) => id !== skip) : open;
  const photoId = pool[randomInt(pool.length)] as string;

  const at = now();
  const [photo] = await Promise.all([
    ddb.send(new GetCommand({ TableName: tableName(), Key: keys.photo(code, photoId) })),
    ddb.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.handout(code, voterId, photoId), entity: 'handout', handedAt: at.toISOString(), ttl: Math.floor((at.getTime() + DAY_MS) / 1000) },
      }),
    ),
  ]);
  if (!photo.Item) throw notFound('PHOTO_NOT_FOUND', photoId);
  return {
    kind: 'photo',
    photo: await toPhotoView(photoItemSchema.parse(photo.Item), at),
    votableAt: new Date(at.getTime() + VOTE_OBSERVATION_MS).toISOString(),
  };
};
