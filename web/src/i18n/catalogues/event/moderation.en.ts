/** The event area's moderation texts in English (see ./en.ts). */
export const moderationEn = {};
