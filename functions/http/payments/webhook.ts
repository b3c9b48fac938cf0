import { receiveStripeEvent } from '../../core/domain/payments/receive-stripe-event.js';
import { defineStripeWebhookHandler } from '../../core/http/define-stripe-webhook-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/payments.js').then((m) => m.paymentEndpoints.stripeWebhook);

export const handler = defineStripeWebhookHandler(contract, receiveStripeEvent);
