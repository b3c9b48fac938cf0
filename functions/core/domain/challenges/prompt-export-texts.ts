import { builtinPrompt } from '../../../../shared/challenge-prompts.js';
import type { ChallengePromptItem } from '../../data/challenge-item.js';

/**
 * Each prompt's text for exports (CSV, archive manifest): a built-in in English, a typed one as typed.
 * Apart from data/challenge-item.ts, which every event read loads: only the exports need the built-ins' texts.
 */
export const promptTextsOf = (prompts: readonly ChallengePromptItem[] | undefined): Map<string, string> =>
  new Map((prompts ?? []).map((p) => [p.id, p.builtinId ? (builtinPrompt(p.builtinId)?.en ?? p.builtinId) : (p.text ?? '')]));
