import { promptText } from '#shared/challenge-prompts.js';
import type { ChallengePromptView } from '#shared/schemas/challenges.js';
import type { Locale } from '#shared/i18n/locale.js';

/** A prompt as the UI shows it: a built-in in the UI language, a typed one as the organizer typed it. */
export const promptLabel = (prompt: Pick<ChallengePromptView, 'builtinId' | 'text'>, locale: Locale): string => promptText(prompt, locale);

/** The prompts a guest may pick (the server never sends guests hidden ones; the creator's own view has them). */
export const visiblePrompts = <P extends Pick<ChallengePromptView, 'hidden'>>(prompts: readonly P[]): P[] => prompts.filter((p) => !p.hidden);
