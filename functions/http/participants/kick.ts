import { removeGuestPhotos } from '../../core/domain/moderation/remove-guest-photos.js';
import { kickParticipant } from '../../core/domain/participants/kick-participant.js';
import { creatorSubOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/participants.js').then((m) => m.participantEndpoints.kickParticipant);

export const handler = defineHandler(contract, async ({ params, body, auth }) => {
  const kicked = await kickParticipant(params.code, params.participantId);
  // After the kick: the guest can no longer add photos, so the removal sees all of them. A retry (same
  // body) finishes a removal that stopped half-way.
  if (body.removePhotos === true) await removeGuestPhotos(params.code, params.participantId, creatorSubOf(auth));
  return kicked;
});
