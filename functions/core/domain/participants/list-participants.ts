import type { ParticipantList } from '#shared/schemas/participants.js';
import { queryParticipants, toParticipantView } from '../../data/participant-item.js';

/** The admin list, newest join first (spec "select all event_participants … ordered by joined_at desc"). */
export const listParticipants = async (code: string): Promise<ParticipantList> => {
  const items = await queryParticipants(code);
  items.sort((a, b) => (a.joinedAt < b.joinedAt ? 1 : a.joinedAt > b.joinedAt ? -1 : 0));
  return { participants: items.map(toParticipantView) };
};
