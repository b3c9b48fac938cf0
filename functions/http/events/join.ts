import { endpoints } from '../../../shared/api/endpoints.js';
import { bearerToken, verifyToken } from '../../core/auth/tokens.js';
import { joinParticipantName } from '../../core/domain/participants/join-name.js';
import { joinEvent } from '../../core/domain/participants/join-event.js';
import { forbidden } from '../../core/errors.js';
import { rateClient } from '../../core/http/client-key.js';
import { defineHandler } from '../../core/http/define-handler.js';

/**
 * Public, but a bearer token, when sent, must be this event's creator credential: that is what makes the
 * organizer's "Enter Event" the creator participant. Anything else presented is refused, not ignored.
 */
export const handler = defineHandler(endpoints.joinEvent, async ({ params, body, event }) => {
  const token = bearerToken(event.headers.authorization);
  let asCreator = false;
  if (token) {
    const claims = await verifyToken(token);
    if (claims.role !== 'creator' || claims.evt !== params.code) throw forbidden('join with a credential that is not this event\'s creator credential');
    asCreator = true;
  }
  return joinEvent(params.code, joinParticipantName(body.name), asCreator, rateClient(event));
});
