/** Photo challenges (issue #33, DESIGN 16): at most this many prompts per event, hidden ones included. */
export const CHALLENGE_MAX_PROMPTS = 15;
/** A typed prompt's length limit (characters, after trimming); the name rules' hidden characters are refused too. */
export const CHALLENGE_PROMPT_MAX_LENGTH = 80;
