/** The event area's home texts in English (see ./en.ts). */
export const homeEn = {};
