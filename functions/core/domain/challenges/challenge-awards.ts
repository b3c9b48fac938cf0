import { AWARD_CATEGORY_IDS } from '#shared/award-categories.js';
import type { Awards } from '#shared/schemas/votes.js';
import { eventChallengesOf, type ChallengePromptItem } from '../../data/challenge-item.js';
import { HIDDEN_NAME, NOT_HIDDEN } from '../../data/photo-moderation.js';
import { photoItemSchema, voteAttr, type PhotoItem } from '../../data/photo-item.js';
import { queryAll } from '../../data/query-all.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { toPhotoView } from '../photos/photo-view.js';

type Chapter = NonNullable<Awards['challenges']>;

/** Votes of a photo across all award categories. */
export const totalVotes = (p: PhotoItem): number => AWARD_CATEGORY_IDS.reduce((n, c) => n + (p[voteAttr(c)] ?? 0), 0);

/** Earlier upload first, then photo id: the awards' order inside a tie (votes/awards.ts). */
const byUploadTime = (a: PhotoItem, b: PhotoItem): number => a.uploadedAt.localeCompare(b.uploadedAt) || a.id.localeCompare(b.id);

/** Per prompt, the photo with the most votes across all categories; a tie goes to the earlier photo. */
export const challengeWinners = (promptIds: readonly string[], photos: readonly PhotoItem[]): Map<string, PhotoItem> => {
  const out = new Map<string, PhotoItem>();
  for (const id of promptIds) {
    const best = photos
      .filter((p) => p.promptId === id && p.hidden !== true)
      .sort((a, b) => totalVotes(b) - totalVotes(a) || byUploadTime(a, b))[0];
    if (best) out.set(id, best);
  }
  return out;
};

/** Every active guest with the most of these prompts done (at least one): a tie is shared. */
export const challengeChampions = (promptIds: readonly string[], participants: readonly Record<string, unknown>[]): Chapter['champions'] => {
  const scored = participants
    .filter((p) => p.isActive === true)
    .map((p) => ({ participantId: String(p.id), name: String(p.name), completed: promptIds.filter((id) => Number(p[`cp_${id}`] ?? 0) > 0).length }));
  const top = scored.reduce((m, s) => Math.max(m, s.completed), 0);
  return top === 0 ? [] : scored.filter((s) => s.completed === top).sort((a, b) => a.name.localeCompare(b.name, 'ro'));
};

/** The earliest shown photo of a prompt nobody voted on (a prompt's winner when all its photos have 0 votes). */
const earliestPhoto = async (code: string, promptId: string): Promise<PhotoItem | undefined> => {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI4',
      KeyConditionExpression: 'GSI4PK = :pk',
      FilterExpression: NOT_HIDDEN,
      ExpressionAttributeNames: HIDDEN_NAME,
      ExpressionAttributeValues: { ':pk': keys.promptPhotos(code, promptId) },
      Limit: 20,
    }),
  );
  const first = out.Items?.[0];
  return first ? photoItemSchema.parse(first) : undefined;
};

/**
 * The Challenges chapter of the awards (issue #33), or undefined when the event has none. The voted photos
 * are the awards' own read; a prompt whose photos got no vote costs one GSI4 read (its earliest photo); the
 * champions one Query of the event's participants (≤ 500, a page or two).
 */
export const challengeChapter = async (code: string, eventRaw: Record<string, unknown>, votedPhotos: readonly PhotoItem[], at: Date): Promise<Chapter | undefined> => {
  const c = eventChallengesOf(eventRaw);
  const prompts: ChallengePromptItem[] = c.enabled ? c.prompts.filter((p) => p.hidden !== true) : [];
  if (prompts.length === 0) return undefined;
  const ids = prompts.map((p) => p.id);
  const voted = challengeWinners(ids, votedPhotos);
  const [participants, unvoted] = await Promise.all([
    queryAll({ TableName: tableName(), KeyConditionExpression: 'PK = :pk AND begins_with(SK, :part)', ExpressionAttributeValues: { ':pk': keys.event(code).PK, ':part': keys.participantPrefix } }),
    Promise.all(ids.filter((id) => !voted.has(id) && (c.counts[id] ?? 0) > 0).map(async (id) => [id, await earliestPhoto(code, id)] as const)),
  ]);
  const winners = new Map(voted);
  for (const [id, photo] of unvoted) if (photo) winners.set(id, photo);
  return {
    prompts: await Promise.all(
      prompts.map(async (p) => {
        const w = winners.get(p.id);
        return { id: p.id, builtinId: p.builtinId ?? null, text: p.builtinId ? null : (p.text ?? ''), winner: w ? { photo: await toPhotoView(w, at), voteCount: totalVotes(w) } : null };
      }),
    ),
    champions: challengeChampions(ids, participants),
    total: ids.length,
  };
};
