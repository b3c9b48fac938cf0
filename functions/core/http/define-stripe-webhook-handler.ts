import type * as z from 'zod/mini';
import { now } from '../clock.js';
import { domainError } from '../domain/errors.js';
import { log } from '../log.js';
import { stripeWebhookSecret } from '../payments/stripe-secrets.js';
import { DEFAULT_TOLERANCE_SECONDS, verifyStripeSignature, WebhookSignatureError, type StripeEvent } from '../payments/webhook-signature.js';
import { contractLoader, type Contract } from './contract.js';
import { errorResponse } from './error-response.js';
import { json } from './response.js';
import type { HttpHandler } from './wrap-handler.js';

/** Stripe's events are a few KB; anything near this is not one (and is refused before hashing). */
export const MAX_WEBHOOK_BYTES = 512 * 1024;

/**
 * The exact bytes Stripe sent: API Gateway passes JSON as text and other content types (or none) base64
 * with `isBase64Encoded` (DESIGN 13 "HTTP API bodies"). Nothing may parse or re-serialise them first: the
 * signature covers these bytes.
 */
export const rawBody = (event: { body?: string; isBase64Encoded: boolean }): Buffer =>
  event.body === undefined ? Buffer.alloc(0) : Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');

/**
 * The handler of the `stripe` route: the Stripe-Signature header over the raw body is the credential (no
 * token, no JSON parsing middleware). A missing or wrong signature, or a body too old or altered → 400
 * WEBHOOK_SIGNATURE_INVALID and nothing is read or written. A verified event goes to `run`; its failures
 * map like any other route's (a 503 or 500 makes Stripe retry later, which is what a transient failure
 * needs). The answer is `{received: true}`.
 */
export const defineStripeWebhookHandler = <P extends z.core.$ZodType, Q extends z.core.$ZodType, B extends z.core.$ZodType, R extends z.core.$ZodType>(
  contract: Contract<P, Q, B, R>,
  run: (event: StripeEvent) => Promise<void>,
): HttpHandler => {
  if (typeof contract !== 'function') stripeOnly(contract);
  const endpointOf = contractLoader(typeof contract === 'function' ? () => contract().then(stripeOnly) : contract);
  return async (event, context) => {
    const requestId = context?.awsRequestId ?? event.requestContext.requestId;
    log.appendKeys({ requestId });
    try {
      const endpoint = await endpointOf();
      log.appendKeys({ route: endpoint.id });
      const body = rawBody(event);
      if (body.length > MAX_WEBHOOK_BYTES) throw domainError('PAYLOAD_TOO_LARGE', `${body.length} bytes`);
      let verified: StripeEvent;
      try {
        // The tolerance is measured on the functions' clock (the system clock in AWS; the local stack's test
        // clock moves it and the Stripe emulator's signing time together).
        verified = verifyStripeSignature(body, event.headers['stripe-signature'], await stripeWebhookSecret(), DEFAULT_TOLERANCE_SECONDS, now().getTime());
      } catch (err) {
        if (err instanceof WebhookSignatureError) throw domainError('WEBHOOK_SIGNATURE_INVALID', err.message);
        throw err;
      }
      log.appendKeys({ stripeEventId: verified.id });
      await run(verified);
      return json(endpoint.successStatus, { received: true });
    } catch (err) {
      return await errorResponse(err, requestId);
    } finally {
      log.removeKeys(['requestId', 'route', 'stripeEventId']);
    }
  };
};

const stripeOnly = <E extends { id: string; auth: string }>(endpoint: E): E => {
  if (endpoint.auth !== 'stripe') throw new Error(`${endpoint.id} is ${endpoint.auth}, not a Stripe webhook`);
  return endpoint;
};
