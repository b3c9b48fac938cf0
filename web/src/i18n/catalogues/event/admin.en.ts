/** The event area's admin texts in English (see ./en.ts). */
export const adminEn = {};
