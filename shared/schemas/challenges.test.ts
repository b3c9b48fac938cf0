import { describe, expect, it } from 'vitest';
import { BUILTIN_PROMPTS, CHALLENGE_GROUPS, promptText } from '../challenge-prompts.js';
import { CHALLENGE_MAX_PROMPTS, CHALLENGE_PROMPT_MAX_LENGTH } from '../challenges.js';
import { challengePromptInputSchema, challengePromptTextSchema, CHALLENGE_PROMPT_ID_PATTERN, setChallengesRequestSchema } from './challenges.js';

describe('built-in challenge prompts', () => {
  it('about 40, ten per group, unique ids that are valid prompt ids, each in English and Romanian within the typed limit', () => {
    expect(BUILTIN_PROMPTS).toHaveLength(40);
    for (const g of CHALLENGE_GROUPS) expect(BUILTIN_PROMPTS.filter((p) => p.group === g), g).toHaveLength(10);
    expect(new Set(BUILTIN_PROMPTS.map((p) => p.id)).size).toBe(40);
    for (const p of BUILTIN_PROMPTS) {
      expect(p.id).toMatch(CHALLENGE_PROMPT_ID_PATTERN);
      expect(p.en.length, p.id).toBeLessThanOrEqual(CHALLENGE_PROMPT_MAX_LENGTH);
      expect(p.ro.length, p.id).toBeLessThanOrEqual(CHALLENGE_PROMPT_MAX_LENGTH);
      expect(p.ro, p.id).not.toBe(p.en);
    }
  });

  it('a prompt reads in the language asked (built-in), or as typed', () => {
    expect(promptText({ builtinId: 'first-kiss', text: null }, 'ro')).toBe('Primul sărut');
    expect(promptText({ builtinId: 'first-kiss', text: null }, 'en')).toBe('The first kiss');
    expect(promptText({ builtinId: null, text: 'Cel mai bun dansator' }, 'en')).toBe('Cel mai bun dansator');
  });
});

describe('challenge schemas', () => {
  it('a typed prompt is trimmed, 1–80 characters, and refuses the characters names refuse', () => {
    expect(challengePromptTextSchema.parse('  Best hat ')).toBe('Best hat');
    expect(challengePromptTextSchema.parse('ș'.repeat(80))).toHaveLength(80);
    for (const bad of ['', '   ', 'x'.repeat(81), 'a\u200Bb', 'a\u202Eb', 'a\u2066b', 'a\tb', 'a\u0000b']) expect(challengePromptTextSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('an entry names an existing prompt by id, or a new one by exactly one of builtinId and text', () => {
    expect(challengePromptInputSchema.safeParse({ id: 'toast', hidden: true }).success).toBe(true);
    expect(challengePromptInputSchema.safeParse({ builtinId: 'toast' }).success).toBe(true);
    expect(challengePromptInputSchema.safeParse({ text: 'Mine' }).success).toBe(true);
    expect(challengePromptInputSchema.safeParse({}).success).toBe(false);
    expect(challengePromptInputSchema.safeParse({ builtinId: 'toast', text: 'Mine' }).success).toBe(false);
    expect(challengePromptInputSchema.safeParse({ id: 'toast', text: 'Mine' }).success).toBe(false);
    expect(challengePromptInputSchema.safeParse({ builtinId: 'not-a-prompt' }).success).toBe(false);
    expect(challengePromptInputSchema.safeParse({ id: 'EVENT#X' }).success).toBe(false);
  });

  it('at most 15 prompts', () => {
    const list = (n: number) => ({ enabled: true, prompts: Array.from({ length: n }, (_, i) => ({ text: `P${i}` })) });
    expect(setChallengesRequestSchema.safeParse(list(CHALLENGE_MAX_PROMPTS)).success).toBe(true);
    expect(setChallengesRequestSchema.safeParse(list(CHALLENGE_MAX_PROMPTS + 1)).success).toBe(false);
  });
});
