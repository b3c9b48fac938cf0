/** The event area's camera texts in English (see ./en.ts). */
export const cameraEn = {};
