/** The event area's expired texts in English (see ./en.ts). */
export const expiredEn = {};
