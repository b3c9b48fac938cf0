/** The event area's gallery texts in English (see ./en.ts). */
export const galleryEn = {};
