import { photosHidden } from '#shared/rules/reveal.js';
import type { ChallengesView } from '#shared/schemas/challenges.js';
import { challengesClosed, donePromptIdsOf, eventChallengesOf, type EventChallenges } from '../../data/challenge-item.js';
import type { EventItem } from '../../data/event-item.js';
import type { ParticipantItem } from '../../data/participant-item.js';
import { loadActiveParticipant } from '../participants/load-active-participant.js';

export interface ChallengeState {
  event: EventItem;
  participant: ParticipantItem;
  challenges: EventChallenges;
  /** Prompt ids the caller has photos for. */
  done: string[];
}

/** Event (with its prompts and counts) and caller (with their progress) in ONE read; refuses a removed guest. */
export const loadChallengeState = async (code: string, participantId: string): Promise<ChallengeState> => {
  const { event, participant, raw } = await loadActiveParticipant(code, participantId);
  return { event, participant, challenges: eventChallengesOf(raw.event), done: donePromptIdsOf(raw.participant) };
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
      // What guests can see: the creator's hidden photos are not in it.
      photoCount: Math.max(0, (c.counts[p.id] ?? 0) - (c.hiddenCounts[p.id] ?? 0)),
    })),
    done: done.filter((id) => shownIds.has(id)),
    countsOnly: photosHidden(event) && !isCreator,
    closed: challengesClosed(event, at),
  };
};
