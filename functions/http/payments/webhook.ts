import { paymentEndpoints } from '../../../shared/api/endpoints/payments.js';
import { receiveStripeEvent } from '../../core/domain/payments/receive-stripe-event.js';
import { defineStripeWebhookHandler } from '../../core/http/define-stripe-webhook-handler.js';

export const handler = defineStripeWebhookHandler(paymentEndpoints.stripeWebhook, receiveStripeEvent);
