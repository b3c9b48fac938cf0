import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { photosHidden, votingPhase } from '#shared/rules/reveal.js';
import { WALL_PHOTO_LIMIT } from '#shared/constants.js';
import type { WallPhoto, WallView } from '#shared/schemas/wall.js';
import type { WallClaims } from '../../auth/wall-token.js';
import { eventItemSchema, toEventView } from '../../data/event-item.js';
import { photoItemSchema } from '../../data/photo-item.js';
import { queryAll } from '../../data/query-all.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { DomainError } from '../../errors.js';
import { domainError } from '../errors.js';
import { winnersByCategory } from '../votes/awards.js';
import { eventChallengesOf } from '../../data/challenge-item.js';
import { readWithWall } from './read-with-wall.js';
import { isShown, SHOWN_FILTER, toWallPhoto } from './wall-photo-view.js';

/**
 * What a live wall shows: the event, its newest photos (hidden ones never) and, once the event has ended
 * (and, with reveal after the end, its voting hour is over), the award winners. Two database calls before
 * the end (BatchGet event + wall link, one Query), three after. With reveal after the end, before the end,
 * no photo at all (the wall is on a TV every guest sees): only the count; one database call.
 */
export const loadWall = async (wall: WallClaims, at: Date): Promise<WallView> => {
  const code = wall.evt;
  const [eventRaw] = await readWithWall(wall, [keys.event(code)], at);
  if (!eventRaw) throw domainError('EVENT_NOT_FOUND', code);
  const event = eventItemSchema().parse(eventRaw);
  const table = tableName();
  const hidden = photosHidden(event);
  const awardsDue = event.status === 'completed' && votingPhase(event, at) !== 'open';

  const [recent, voted] = await Promise.all([
    hidden
      ? Promise.resolve({ Items: [] })
      : ddb.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :photo)',
        FilterExpression: SHOWN_FILTER.FilterExpression,
        ExpressionAttributeNames: SHOWN_FILTER.ExpressionAttributeNames,
        ExpressionAttributeValues: { ':pk': keys.event(code).PK, ':photo': keys.photoPrefix },
        ScanIndexForward: false,
        Limit: WALL_PHOTO_LIMIT,
      }),
    ),
    awardsDue
      ? queryAll({
          TableName: table,
          IndexName: 'GSI1',
          KeyConditionExpression: 'GSI1PK = :voted',
          FilterExpression: SHOWN_FILTER.FilterExpression,
          ExpressionAttributeNames: SHOWN_FILTER.ExpressionAttributeNames,
          ExpressionAttributeValues: { ':voted': keys.votedPhotos(code) },
        })
      : Promise.resolve(null),
  ]);

  const photos = await Promise.all((recent.Items ?? []).map((i) => toWallPhoto(photoItemSchema().parse(i), at)));
  const awards = voted
    ? await Promise.all(
        winnersByCategory(voted.map((i) => photoItemSchema().parse(i))).map(async ({ category, maxVotes, winners }) => ({
          category,
          maxVotes,
          winners: await Promise.all(winners.map((p): Promise<WallPhoto> => toWallPhoto(p, at))),
        })),
      )
    : null;
  return {
    event: {
      code: event.code,
      title: event.title,
      status: event.status,
      photoCount: event.photoCount,
      endsAt: event.endsAt ?? null,
      revealAfterEnd: event.revealAfterEnd === true,
      votingEndsAt: toEventView(event, at).votingEndsAt ?? null,
    },
    photos,
    awards,
    ...wallPrompts(eventRaw),
  };
};

/** The prompts on the guests' card (issue #33): read with the event, no extra call. */
const wallPrompts = (eventRaw: Record<string, unknown>): Pick<WallView, 'prompts'> => {
  const c = eventChallengesOf(eventRaw);
  const shown = c.enabled ? c.prompts.filter((p) => p.hidden !== true) : [];
  return shown.length > 0 ? { prompts: shown.map((p) => ({ id: p.id, builtinId: p.builtinId ?? null, text: p.builtinId ? null : (p.text ?? '') })) } : {};
};

/**
 * One photo for a wall (a photo-added message names it): 404 PHOTO_NOT_FOUND once hidden or deleted, and
 * while reveal after the end keeps the event's photos from everyone (an id learnt elsewhere shows nothing).
 */
export const loadWallPhoto = async (wall: WallClaims, photoId: string, at: Date): Promise<WallPhoto> => {
  const [eventRaw, raw] = await readWithWall(wall, [keys.event(wall.evt), keys.photo(wall.evt, photoId)], at);
  if (!eventRaw) throw domainError('EVENT_NOT_FOUND', wall.evt);
  if (photosHidden(eventItemSchema().parse(eventRaw))) throw new DomainError('PHOTO_NOT_FOUND', 404);
  if (!raw || raw.entity !== 'photo' || !isShown(raw)) throw new DomainError('PHOTO_NOT_FOUND', 404);
  return toWallPhoto(photoItemSchema().parse(raw), at);
};
