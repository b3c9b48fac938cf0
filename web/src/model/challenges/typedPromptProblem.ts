import { CHALLENGE_PROMPT_MAX_LENGTH } from '#shared/challenges.js';
import { hasHiddenCharacters } from '#shared/rules/code-and-name.js';

/**
 * The typed-prompt rule of shared/schemas/challenges.ts (1–80 characters once trimmed, none of the characters
 * names refuse) as a plain function: the picker checks it before sending without loading zod. Returns the
 * server's error code, whose text the prompts catalogue carries in both languages.
 */
export const typedPromptProblem = (raw: string): 'CHALLENGE_PROMPT_TEXT_INVALID' | undefined => {
  const text = raw.trim();
  return text.length === 0 || text.length > CHALLENGE_PROMPT_MAX_LENGTH || hasHiddenCharacters(text) ? 'CHALLENGE_PROMPT_TEXT_INVALID' : undefined;
};
