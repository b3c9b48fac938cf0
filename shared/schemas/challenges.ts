import * as z from 'zod/mini';
import { CHALLENGE_MAX_PROMPTS, CHALLENGE_PROMPT_MAX_LENGTH } from '../challenges.js';
import { challengeMessages as messages } from '../challenge-messages.js';
import { BUILTIN_PROMPT_IDS } from '../challenge-prompts.js';
import { hasHiddenCharacters } from '../rules/code-and-name.js';
import { visibleTextOnly } from './json-pattern.js';

/**
 * Photo challenges (issue #33, DESIGN 16): an event's prompts, a photo's prompt, progress. A prompt id is a
 * built-in prompt's id or `t` + random characters for a typed one; never anything a client can make collide
 * with another event's (ids are checked against the event's own list on every write).
 */
export const CHALLENGE_PROMPT_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;
export const challengePromptIdSchema = z.string().check(z.regex(CHALLENGE_PROMPT_ID_PATTERN, messages.CHALLENGE_PROMPT_UNKNOWN));

/** A typed prompt: trimmed, 1–80 characters, none of the characters names refuse (shared/rules/code-and-name.ts). */
export const challengePromptTextSchema = z
  .string({ error: messages.CHALLENGE_PROMPT_TEXT_INVALID })
  .check(
    z.trim(),
    z.minLength(1, messages.CHALLENGE_PROMPT_TEXT_INVALID),
    z.maxLength(CHALLENGE_PROMPT_MAX_LENGTH, messages.CHALLENGE_PROMPT_TEXT_INVALID),
    z.refine((v) => !hasHiddenCharacters(v), messages.CHALLENGE_PROMPT_TEXT_INVALID),
  )
  .register(visibleTextOnly, {});

/**
 * One entry of the organizer's list: an existing prompt by its id (its content never changes, so its photos
 * keep their meaning), or a new one — a built-in by id, or typed text. `hidden` keeps a prompt (and its
 * photos) but takes it off the guests' card.
 */
export const challengePromptInputSchema = z
  .object({
    id: z.optional(challengePromptIdSchema),
    builtinId: z.optional(z.enum(BUILTIN_PROMPT_IDS, { error: messages.CHALLENGE_PROMPT_UNKNOWN })),
    text: z.optional(challengePromptTextSchema),
    hidden: z.optional(z.boolean()),
  })
  .check(
    z.refine((p) => (p.id !== undefined ? p.builtinId === undefined && p.text === undefined : (p.builtinId === undefined) !== (p.text === undefined)), {
      message: 'Name an existing challenge by id, or a new one by builtinId or text (exactly one).',
    }),
  );
export type ChallengePromptInput = z.infer<typeof challengePromptInputSchema>;

/** PUT …/challenges: the whole list as it should be; prompts left out are removed (refused when they have photos). */
export const setChallengesRequestSchema = z.object({
  enabled: z.boolean(),
  prompts: z.array(challengePromptInputSchema).check(z.maxLength(CHALLENGE_MAX_PROMPTS, messages.CHALLENGE_TOO_MANY_PROMPTS)),
});
export type SetChallengesRequest = z.infer<typeof setChallengesRequestSchema>;

export const challengePromptViewSchema = z.object({
  id: z.string(),
  /** A built-in prompt (the client shows it in its language), else null and `text` is the typed prompt. */
  builtinId: z.nullable(z.string()),
  text: z.nullable(z.string()),
  /** Only the creator sees hidden prompts; guests never get them. */
  hidden: z.boolean(),
  /** Photos carrying the prompt (hidden photos included; deleted ones not). */
  photoCount: z.int(),
});
export type ChallengePromptView = z.infer<typeof challengePromptViewSchema>;

export const challengesViewSchema = z.object({
  enabled: z.boolean(),
  prompts: z.array(challengePromptViewSchema),
  /** Prompts (ids) the caller has at least one photo for (hidden photos answer none): "5 of 12 challenges". */
  done: z.array(z.string()),
  /** Reveal after the end, before the end: guests see counts and their own photos only. */
  countsOnly: z.boolean(),
  /** Changes are refused once the event has ended. */
  closed: z.boolean(),
});
export type ChallengesView = z.infer<typeof challengesViewSchema>;

export const challengePromptParamsSchema = z.object({ promptId: challengePromptIdSchema });

/** PUT …/photos/{photoId}/challenge: the photo's prompt, or null to clear it. */
export const setPhotoChallengeRequestSchema = z.object({ promptId: z.nullable(challengePromptIdSchema) });
export type SetPhotoChallengeRequest = z.infer<typeof setPhotoChallengeRequestSchema>;
export const setPhotoChallengeResponseSchema = z.object({ photoId: z.string(), promptId: z.nullable(z.string()) });
export type SetPhotoChallengeResponse = z.infer<typeof setPhotoChallengeResponseSchema>;

/**
 * What the event socket says of challenges (issue #33), next to shared/schemas/realtime.ts's messages: kept
 * apart so the guest entry's frame parser stays as it is (it drops types it does not know); the challenge
 * screens parse these themselves. challenges-updated: the list or a count changed (read the card again);
 * photo-challenge: a photo's prompt changed (reaches only its uploader while reveal-after-end hides photos).
 */
export const challengeRealtimeMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('challenges-updated') }),
  z.object({ type: z.literal('photo-challenge'), photoId: z.string(), uploaderId: z.string(), promptId: z.nullable(z.string()) }),
]);
export type ChallengeRealtimeMessage = z.infer<typeof challengeRealtimeMessageSchema>;
