/** Voting (spec section 9): a photo is observed 3 s before votes count; the next one shows 1.5 s after a vote. */
export const VOTE_OBSERVATION_MS = 3000;
export const VOTE_NEXT_PHOTO_DELAY_MS = 1500;
export const VOTE_BADGES_SHOWN = 3;
