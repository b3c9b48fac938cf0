import type { ChallengesView } from '#shared/schemas/challenges.js';
import { now } from '../../clock.js';
import { loadChallengeState, toChallengesView } from './challenge-state.js';

/** The challenges card and progress: one database call (BatchGet META + PART#). */
export const getChallenges = async (code: string, participantId: string): Promise<ChallengesView> => {
  const { event, participant, challenges, done } = await loadChallengeState(code, participantId);
  return toChallengesView(challenges, done, event, participant.isCreator, now());
};
