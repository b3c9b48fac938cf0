import { AWARD_CATEGORY_IDS } from '../../../../shared/award-categories.js';
import { voteAttr, type PhotoItem } from '../../data/photo-item.js';

/** A photo's votes over every award category (the tallies kept on the photo item). */
export const totalVotes = (p: PhotoItem): number => AWARD_CATEGORY_IDS.reduce((sum, c) => sum + (p[voteAttr(c)] ?? 0), 0);

/** Best-voted first, then newest (issue #28: the default choice is the head of this order). */
export const byVotesThenNewest = (photos: readonly PhotoItem[]): PhotoItem[] =>
  [...photos].sort((a, b) => totalVotes(b) - totalVotes(a) || b.uploadedAt.localeCompare(a.uploadedAt) || b.id.localeCompare(a.id));

/** The default choice: exactly the bundle size, or every photo if there are fewer. */
export const defaultChoice = (photos: readonly PhotoItem[], bundleSize: number): string[] => byVotesThenNewest(photos).slice(0, bundleSize).map((p) => p.id);
