import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { photosHidden } from '#shared/rules/reveal.js';
import type { ChallengesView } from '#shared/schemas/challenges.js';
import { challengesClosed, donePromptIdsOf, eventChallengesOf, type EventChallenges } from '../../data/challenge-item.js';
import { eventItemSchema, type EventItem } from '../../data/event-item.js';
import { participantItemSchema, type ParticipantItem } from '../../data/participant-item.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { notFound, unauthorized } from '../../errors.js';
import { assertActive } from '../participants/require-active.js';

export interface ChallengeState {
  event: EventItem;
  participant: ParticipantItem;
  challenges: EventChallenges;
  /** Prompt ids the caller has photos for. */
  done: string[];
}

/** Event (with its prompts and counts) and caller (with their progress) in ONE read; refuses a removed guest. */
export const loadChallengeState = async (code: string, participantId: string): Promise<ChallengeState> => {
  const table = tableName();
  const out = await ddb.send(
    new BatchGetCommand({ RequestItems: { [table]: { Keys: [keys.event(code), keys.participant(code, participantId)], ConsistentRead: true } } }),
  );
  const items = out.Responses?.[table] ?? [];
  const eventRaw = items.find((i) => i.SK === 'META');
  const participantRaw = items.find((i) => i.SK !== 'META');
  if (!eventRaw) throw notFound('EVENT_NOT_FOUND', code);
  if (!participantRaw) throw unauthorized(`no participant ${participantId} in ${code}`);
  const participant = participantItemSchema.parse(participantRaw);
  assertActive(participant);
  return { event: eventItemSchema.parse(eventRaw), participant, challenges: eventChallengesOf(eventRaw), done: donePromptIdsOf(participantRaw) };
};

/**
 * What a caller sees: guests only the prompts on the card (hidden ones, and every prompt while challenges are
 * off, stay with the creator); progress counts only those.
 */
export const toChallengesView = (c: EventChallenges, done: readonly string[], event: EventItem, isCreator: boolean, at: Date): ChallengesView => {
  const shown = isCreator ? c.prompts : c.enabled ? c.prompts.filter((p) => p.hidden !== true) : [];
  const shownIds = new Set(shown.map((p) => p.id));
  return {
    enabled: c.enabled,
    prompts: shown.map((p) => ({
      id: p.id,
      builtinId: p.builtinId ?? null,
      text: p.builtinId ? null : (p.text ?? ''),
      hidden: p.hidden === true,
      photoCount: Math.max(0, c.counts[p.id] ?? 0),
    })),
    done: done.filter((id) => shownIds.has(id)),
    countsOnly: photosHidden(event) && !isCreator,
    closed: challengesClosed(event, at),
  };
};
