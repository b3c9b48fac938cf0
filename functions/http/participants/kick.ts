import { participantEndpoints } from '../../../shared/api/endpoints/participants.js';
import { removeGuestPhotos } from '../../core/domain/moderation/remove-guest-photos.js';
import { kickParticipant } from '../../core/domain/participants/kick-participant.js';
import { creatorSubOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(participantEndpoints.kickParticipant, async ({ params, body, auth }) => {
  const kicked = await kickParticipant(params.code, params.participantId);
  // After the kick: the guest can no longer add photos, so the removal sees all of them. A retry (same
  // body) finishes a removal that stopped half-way.
  if (body.removePhotos === true) await removeGuestPhotos(params.code, params.participantId, creatorSubOf(auth));
  return kicked;
});
