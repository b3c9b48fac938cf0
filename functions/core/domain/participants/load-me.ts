import type { MeResponse } from '#shared/schemas/participants.js';
import { toEventView } from '../../data/event-item.js';
import { toParticipantView } from '../../data/participant-item.js';
import { brandingForGuests } from '../add-ons/branding.js';
import { loadActiveParticipant } from './load-active-participant.js';

export const loadMe = async (code: string, participantId: string): Promise<MeResponse> => {
  const { event, participant } = await loadActiveParticipant(code, participantId);
  return { event: toEventView(event), participant: toParticipantView(participant), ...(await brandingForGuests(event)) };
};
