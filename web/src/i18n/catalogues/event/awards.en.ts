/** The event area's awards texts in English (see ./en.ts). */
export const awardsEn = {};
