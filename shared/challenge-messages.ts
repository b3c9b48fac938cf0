/**
 * Texts of photo challenges (issue #33): the server's error catalogue for its routes (messages.ts). Apart
 * from guest-messages.ts so that they stay out of the guest entry (the challenge screens load lazily).
 */
export const challengeMessages = {
  CHALLENGE_PROMPT_UNKNOWN: 'This challenge is not one of this event’s challenges.',
  CHALLENGE_PROMPT_HAS_PHOTOS: 'This challenge already has photos and cannot be removed. Hide it instead.',
  CHALLENGE_PROMPT_DUPLICATE: 'This challenge is already on the list.',
  CHALLENGE_TOO_MANY_PROMPTS: 'An event can have at most 15 challenges.',
  CHALLENGE_PROMPT_TEXT_INVALID: 'A challenge needs 1 to 80 characters, without hidden characters.',
  CHALLENGE_NOT_YOUR_PHOTO: 'You can only choose a challenge for your own photos.',
  CHALLENGES_CLOSED: 'The event has ended: challenges can no longer be changed.',
} as const;
