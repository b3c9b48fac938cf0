import { joinParticipantName } from '../../core/domain/participants/join-name.js';
import { joinEvent } from '../../core/domain/participants/join-event.js';
import { rateClient } from '../../core/http/client-key.js';
import { defineHandler } from '../../core/http/define-handler.js';
import { deviceIdOf } from '../../core/http/device-id.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/events.js').then((m) => m.eventEndpoints.joinEvent);

/**
 * Public; the route's `joining` auth has already pinned any credential sent to this event (the creator
 * credential, or the participant token this device holds for the name). The domain decides what it proves.
 */
export const handler = defineHandler(contract, async ({ params, body, auth, event }) =>
  joinEvent({
    code: params.code,
    name: joinParticipantName(body.name),
    credential: auth.kind === 'token' ? auth.claims : undefined,
    deviceId: deviceIdOf(event),
    client: rateClient(event),
  }),
);
