/** The event area's wall texts in English (see ./en.ts). */
export const wallEn = {};
