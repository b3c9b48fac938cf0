import { AWARD_CATEGORIES, type AwardCategoryId } from '#shared/award-categories.js';
import type { PhotoView } from '#shared/schemas/photos.js';
import type { Awards } from '#shared/schemas/votes.js';

export type AwardBadge = 'winner' | 'runner-up';

/** The badges in English (the catalogue's awards.winner and awards.runnerUp; the screen shows those). */
export const BADGE_TEXT: Record<AwardBadge, string> = { winner: 'WINNER!', 'runner-up': 'Runner-up!' };

export interface AwardEntry {
  photo: PhotoView;
  voteCount: number;
  badge: AwardBadge;
}

export interface CategoryResult {
  id: AwardCategoryId;
  label: string;
  emoji: string;
  maxVotes: number;
  /** Empty: "No votes yet!". */
  entries: AwardEntry[];
}

/** Most votes first; inside the same count (a tie) the earlier upload, then the lower id, so every phone agrees. */
const byRank = (a: { voteCount: number; photo: PhotoView }, b: { voteCount: number; photo: PhotoView }): number =>
  b.voteCount - a.voteCount || a.photo.uploadedAt.localeCompare(b.photo.uploadedAt) || a.photo.id.localeCompare(b.photo.id);

/**
 * The ceremony's categories in the spec's order (AWARD_CATEGORIES), each with the photos the server ranked.
 *
 * Reading of the spec's "WINNER! and Runner-up! badges for ties": a tie is a tie. The badge follows the
 * vote count only: every photo with the top count is a WINNER! (the server sends all of them), a photo with
 * the next lower count would be a Runner-up!; time orders photos inside a tie and never ranks one above
 * another.
 */
export function awardResults(awards: Awards): CategoryResult[] {
  const byCategory = new Map(awards.categories.map((c) => [c.category, c]));
  return AWARD_CATEGORIES.map(({ id, label, emoji }) => {
    const result = byCategory.get(id);
    const ranked = (result?.winners ?? []).filter((w) => w.voteCount > 0).sort(byRank);
    const counts = [...new Set(ranked.map((w) => w.voteCount))];
    return {
      id,
      label,
      emoji,
      maxVotes: result?.maxVotes ?? 0,
      entries: ranked
        .filter((w) => counts.indexOf(w.voteCount) < 2)
        .map((w): AwardEntry => ({ photo: w.photo, voteCount: w.voteCount, badge: w.voteCount === counts[0] ? 'winner' : 'runner-up' })),
    };
  });
}

/** How many photos share the top count (2 or more: a tie). */
export const tiedAtTop = (result: CategoryResult): number => result.entries.filter((e) => e.badge === 'winner').length;

export const anyVotes = (results: readonly CategoryResult[]): boolean => results.some((r) => r.entries.length > 0);

/** English (the catalogue's awards.votes says it in the chosen language). */
export const votesText = (count: number): string => `${count} ${count === 1 ? 'vote' : 'votes'}`;
