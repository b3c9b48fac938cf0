import * as z from 'zod/mini';
import { keys } from './table.js';
import { once } from '../once.js';
import { eventClosed } from './event-open.js';

/**
 * Photo challenges on the event's META item (issue #33). The list is small (≤ 15 prompts of ≤ 80 characters)
 * and read with the event anyway, so it lives there:
 * - `challengePrompts`: the list, in the organizer's order; `challengesEnabled`; `challengesVersion` (each
 *   list write is conditioned on the version it read: two organizer tabs never lose each other's edit);
 * - `challengePromptIds`: a string set of the prompts guests may pick (on, not hidden) — the condition a
 *   photo's prompt is checked against, inside the photo's own write (absent when none);
 * - `cc_<promptId>`: photos carrying the prompt, ADDed in the same transaction as the photo's prompt;
 * - `ch_<promptId>`: those of them the creator hid (moved by the hide, show, delete and prompt change of a hidden
 *   photo): guests see cc − ch, and a prompt is removable only when cc is 0 (a hidden photo still holds it).
 * On the participant's PART# item, `cp_<promptId>`: that guest's photos carrying it that are not hidden (progress,
 * champion): a hidden photo answers no challenge, so hide and show move it, and a hidden photo's prompt change or
 * deletion leaves it alone.
 * On the photo: `promptId` and GSI4 (`EVENT#<CODE>#PROMPT#<id>`, photo id): a prompt's photos, newest first.
 */
export const challengePromptItemSchema = once(() => z.object({
  id: z.string(),
  builtinId: z.optional(z.string()),
  text: z.optional(z.string()),
  hidden: z.optional(z.boolean()),
}));
export type ChallengePromptItem = z.infer<ReturnType<typeof challengePromptItemSchema>>;

const eventChallengesSchema = once(() => z.object({
  challengesEnabled: z.optional(z.boolean()),
  challengePrompts: z.optional(z.array(challengePromptItemSchema())),
  challengesVersion: z.optional(z.int()),
}));

export interface EventChallenges {
  enabled: boolean;
  prompts: ChallengePromptItem[];
  version: number;
  /** Photos per prompt id, hidden ones included (missing = 0): a prompt with any is not removable. */
  counts: Record<string, number>;
  /** Of those, the photos the creator hid, per prompt id (missing = 0). */
  hiddenCounts: Record<string, number>;
}

export const PROMPT_IDS_ATTR = 'challengePromptIds';
export const promptCountAttr = (promptId: string): string => `cc_${promptId}`;
export const promptDoneAttr = (promptId: string): string => `cp_${promptId}`;
export const promptHiddenAttr = (promptId: string): string => `ch_${promptId}`;

/** Numbers of the attributes named `<prefix><id>` of a raw item, by id. */
const countersOf = (raw: Record<string, unknown>, prefix: string): Record<string, number> =>
  Object.fromEntries(Object.entries(raw).flatMap(([k, v]) => (k.startsWith(prefix) && typeof v === 'number' ? [[k.slice(prefix.length), v]] : [])));

export const eventChallengesOf = (rawEvent: Record<string, unknown>): EventChallenges => {
  const c = eventChallengesSchema().parse(rawEvent);
  return { enabled: c.challengesEnabled === true, prompts: c.challengePrompts ?? [], version: c.challengesVersion ?? 0, counts: countersOf(rawEvent, 'cc_'), hiddenCounts: countersOf(rawEvent, 'ch_') };
};

/** The prompts a participant has at least one photo for (raw PART# item). */
export const donePromptIdsOf = (rawParticipant: Record<string, unknown>): string[] =>
  Object.entries(countersOf(rawParticipant, 'cp_')).flatMap(([id, n]) => (n > 0 ? [id] : []));

/** The prompts guests may pick now: challenges on, prompt not hidden. */
export const pickablePromptIds = (c: Pick<EventChallenges, 'enabled' | 'prompts'>): string[] => (c.enabled ? c.prompts.filter((p) => p.hidden !== true).map((p) => p.id) : []);

/** A photo's GSI4 keys when it carries a prompt. */
export const promptPhotoKeys = (code: string, promptId: string, photoId: string) => ({ GSI4PK: keys.promptPhotos(code, promptId), GSI4SK: photoId });

/** Challenge changes stop at the end (data/event-open.ts): the rule on an event read. */
export const challengesClosed = eventClosed;
