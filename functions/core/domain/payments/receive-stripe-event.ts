import { log } from '../../log.js';
import { handleStripeEvent, type StripeEventInput } from './handle-stripe-event.js';
import { paymentDeps } from './wiring.js';

/** POST /api/payments/webhook, after its signature was verified: apply the event, log what it did. */
export const receiveStripeEvent = async (event: StripeEventInput): Promise<void> => {
  const outcome = await handleStripeEvent(paymentDeps, event);
  log.info('stripe event', { eventId: event.id, type: event.type, outcome });
};
