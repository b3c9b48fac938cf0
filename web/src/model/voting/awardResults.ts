import { AWARD_CATEGORIES, type AwardCategoryId } from '../../../../shared/constants';
import type { PhotoView } from '../../../../shared/schemas/photos';
import type { Awards } from '../../../../shared/schemas/votes';

export type AwardBadge = 'winner' | 'runner-up';

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

/**
 * The ceremony's categories in the spec's order (AWARD_CATEGORIES), each with the photos tied at the top.
 *
 * Reading of the spec's "WINNER! and Runner-up! badges for ties": the server returns every photo tied at
 * the highest count; the earliest upload (ties on time: the lower id) gets WINNER! and the other tied
 * photos get Runner-up!, all showing the same count. A sole top photo is simply the WINNER!. Only the top
 * count is listed: photos with fewer votes are not runners-up.
 */
export function awardResults(awards: Awards): CategoryResult[] {
  const byCategory = new Map(awards.categories.map((c) => [c.category, c]));
  return AWARD_CATEGORIES.map(({ id, label, emoji }) => {
    const result = byCategory.get(id);
    const tied = (result?.winners ?? [])
      .filter((w) => w.voteCount > 0)
      .sort((a, b) => a.photo.uploadedAt.localeCompare(b.photo.uploadedAt) || a.photo.id.localeCompare(b.photo.id));
    return {
      id,
      label,
      emoji,
      maxVotes: result?.maxVotes ?? 0,
      entries: tied.map((w, i): AwardEntry => ({ photo: w.photo, voteCount: w.voteCount, badge: i === 0 ? 'winner' : 'runner-up' })),
    };
  });
}

export const anyVotes = (results: readonly CategoryResult[]): boolean => results.some((r) => r.entries.length > 0);

export const votesText = (count: number): string => `${count} ${count === 1 ? 'vote' : 'votes'}`;
