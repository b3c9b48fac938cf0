import { AWARD_CATEGORY_IDS } from '#shared/award-categories.js';
import type { Awards } from '#shared/schemas/votes.js';
import { eventChallengesOf, type ChallengePromptItem } from '../../data/challenge-item.js';
import { voteAttr, type PhotoItem } from '../../data/photo-item.js';
import { queryAll } from '../../data/query-all.js';
import { keys, tableName } from '../../data/table.js';
import { toPhotoView } from '../photos/photo-view.js';

type Chapter = NonNullable<Awards['challenges']>;

/** Votes of a photo across all award categories. */
export const totalVotes = (p: PhotoItem): number => AWARD_CATEGORY_IDS.reduce((n, c) => n + (p[voteAttr(c)] ?? 0), 0);

/** Earlier upload first, then photo id: the awards' order inside a tie (votes/awards.ts). */
const byUploadTime = (a: PhotoItem, b: PhotoItem): number => a.uploadedAt.localeCompare(b.uploadedAt) || a.id.localeCompare(b.id);

/** Per prompt, the photo with the most votes across all categories (a voted photo); a tie goes to the earlier photo. */
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

/** The event's active prompts (none when challenges are off): what the chapter is about. */
export const chapterPrompts = (eventRaw: Record<string, unknown>): ChallengePromptItem[] => {
  const c = eventChallengesOf(eventRaw);
  return c.enabled ? c.prompts.filter((p) => p.hidden !== true) : [];
};

/** The event's participants with their progress (the champions' read), run beside the awards' photo read. */
export const readChapterParticipants = (code: string): Promise<Record<string, unknown>[]> =>
  queryAll({ TableName: tableName(), KeyConditionExpression: 'PK = :pk AND begins_with(SK, :part)', ExpressionAttributeValues: { ':pk': keys.event(code).PK, ':part': keys.participantPrefix } });

/**
 * The Challenges chapter of the awards (issue #33), from the awards' own reads: the voted photos and the
 * participants (read beside them when the event has prompts). As in the ten categories, a prompt whose photos
 * got no vote has no winner, so no prompt costs a read of its own.
 */
export const challengeChapter = async (
  prompts: readonly ChallengePromptItem[],
  votedPhotos: readonly PhotoItem[],
  participants: readonly Record<string, unknown>[],
  at: Date,
): Promise<Chapter | undefined> => {
  if (prompts.length === 0) return undefined;
  const ids = prompts.map((p) => p.id);
  const winners = challengeWinners(ids, votedPhotos);
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
