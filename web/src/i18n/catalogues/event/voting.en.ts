/** The event area's voting texts in English (see ./en.ts). */
export const votingEn = {};
