import type { MyVotes } from '#shared/schemas/votes.js';
import { queryVotesBy } from '../../data/vote-item.js';
import { requireActiveParticipant } from '../participants/require-active.js';

/** The caller's votes in this event (GSI2), for the device's voted list; refuses a removed participant. */
export const listMyVotesChecked = async (code: string, voterId: string): Promise<MyVotes> => {
  const [votes] = await Promise.all([queryVotesBy(code, voterId), requireActiveParticipant(code, voterId)]);
  return { votes };
};
