import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { AWARD_CATEGORY_IDS } from '#shared/award-categories.js';
import { votingPhase } from '#shared/rules/reveal.js';
import type { Awards } from '#shared/schemas/votes.js';
import { now } from '../../clock.js';
import { eventItemSchema } from '../../data/event-item.js';
import { participantItemSchema } from '../../data/participant-item.js';
import { photoItemSchema, voteAttr, type PhotoItem } from '../../data/photo-item.js';
import { queryAll } from '../../data/query-all.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { domainError } from '../errors.js';
import { assertActive } from '../participants/require-active.js';
import { challengeChapter, chapterPrompts, readChapterParticipants } from '../challenges/challenge-awards.js';
import { toPhotoView } from '../photos/photo-view.js';

/** Inside a tie only: earlier upload first, then photo id, so every phone lists a tie in the same order. */
const byUploadTime = (a: PhotoItem, b: PhotoItem): number => a.uploadedAt.localeCompare(b.uploadedAt) || a.id.localeCompare(b.id);

/**
 * Per category, every photo tied at the top count, from maintained tallies only. A tie is a tie: all of
 * them are winners with the same voteCount (= maxVotes, hence the same rank); time orders them only
 * within the tie, never ranks one above another.
 */
export const winnersByCategory = (photos: PhotoItem[]) =>
  AWARD_CATEGORY_IDS.map((category) => {
    const count = (p: PhotoItem) => p[voteAttr(category)] ?? 0;
    const maxVotes = photos.reduce((m, p) => Math.max(m, count(p)), 0);
    const winners = maxVotes === 0 ? [] : photos.filter((p) => count(p) === maxVotes).sort(byUploadTime);
    return { category, maxVotes, winners };
  });

/**
 * The awards ceremony, revealed once the event has ended, in two database calls: one read of the event
 * and the caller, one Query of the (sparse) voted-photos index carrying each photo's tallies. An event with
 * photo challenges reads its participants beside that Query (their progress names the champions): 3 calls.
 */
export const computeAwards = async (code: string, participantId: string): Promise<Awards> => {
  const table = tableName();
  const got = await ddb.send(
    new BatchGetCommand({ RequestItems: { [table]: { Keys: [keys.event(code), keys.participant(code, participantId)], ConsistentRead: true } } }),
  );
  const items = got.Responses?.[table] ?? [];
  const eventRaw = items.find((i) => i.entity === 'event');
  const participantRaw = items.find((i) => i.entity === 'participant');
  if (!eventRaw) throw domainError('EVENT_NOT_FOUND', code);
  assertActive(participantRaw ? participantItemSchema().parse(participantRaw) : undefined, `participant ${participantId}`);
  const event = eventItemSchema().parse(eventRaw);
  if (event.status !== 'completed') throw domainError('AWARDS_NOT_READY');
  // Reveal after the end: the awards follow the hour of voting.
  if (votingPhase(event, now()) === 'open') throw domainError('AWARDS_NOT_READY', 'reveal voting still open');

  // Photo challenges (issue #33): their champions need the participants' progress, read beside the photos.
  const prompts = chapterPrompts(eventRaw);
  const [photoItems, participants] = await Promise.all([
    queryAll({ TableName: table, IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :voted', ExpressionAttributeValues: { ':voted': keys.votedPhotos(code) } }),
    prompts.length > 0 ? readChapterParticipants(code) : Promise.resolve([]),
  ]);
  const photos = photoItems.map((i) => photoItemSchema().parse(i));

  const at = now();
  const categories = await Promise.all(
    winnersByCategory(photos).map(async ({ category, maxVotes, winners }) => ({
      category,
      maxVotes,
      winners: await Promise.all(winners.map(async (p) => ({ photo: await toPhotoView(p, at), voteCount: maxVotes }))),
    })),
  );
  // Their chapter after the ten categories, when the event has them.
  const challenges = await challengeChapter(prompts, photos, participants, at);
  return { categories, ...(challenges ? { challenges } : {}) };
};
