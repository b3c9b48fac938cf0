/*
 * A module of its own (not constants.ts): only voting, the gallery's badges, the awards and the server read it,
 * so the guest entry, which needs constants.ts for the device rule, does not carry it.
 */
/** The ten award categories (spec section 3), each with its label and emoji, in the spec's order. */
export const AWARD_CATEGORIES = [
  { id: 'most_emotional', label: 'Most Emotional', emoji: '😭' },
  { id: 'silliest_picture', label: 'Silliest Picture', emoji: '🤪' },
  { id: 'most_creative', label: 'Most Creative', emoji: '🎨' },
  { id: 'best_couple_shot', label: 'Best Couple Shot', emoji: '💑' },
  { id: 'most_candid', label: 'Most Candid', emoji: '📸' },
  { id: 'best_group_photo', label: 'Best Group Photo', emoji: '👥' },
  { id: 'most_artistic', label: 'Most Artistic', emoji: '🖼️' },
  { id: 'funniest_moment', label: 'Funniest Moment', emoji: '😂' },
  { id: 'most_romantic', label: 'Most Romantic', emoji: '💕' },
  { id: 'best_dance_move', label: 'Best Dance Move', emoji: '💃' },
] as const;
export type AwardCategoryId = (typeof AWARD_CATEGORIES)[number]['id'];
export const AWARD_CATEGORY_IDS = AWARD_CATEGORIES.map((c) => c.id) as [AwardCategoryId, ...AwardCategoryId[]];
