import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ORDER_TOKEN_HEADER } from '../../../shared/orders/order-token.js';
import { bearerToken } from '../auth/bearer.js';
import type { AuthContext } from './auth-context.js';

/**
 * Longer than anything we issue for this header (an access token is 43 base64url characters, an order view
 * key, a short JWT, about 215): anything longer is not one of ours.
 */
const MAX_TOKEN_LENGTH = 400;

/**
 * The order token of an `order` route's request, if any (checked against the order by the domain), and the
 * bearer credential sent along, unverified: it grants nothing here. The one order that needs it, a purchase
 * from an event (POST /api/orders, post_event), has the domain verify it against the event it reads anyway
 * (domain/orders/event-purchaser.ts); every other order route ignores it.
 */
export const orderAuth = (event: APIGatewayProxyEventV2): AuthContext => {
  const token = event.headers[ORDER_TOKEN_HEADER]?.trim();
  const bearer = bearerToken(event.headers.authorization);
  return {
    kind: 'order',
    ...(token && token.length <= MAX_TOKEN_LENGTH ? { orderToken: token } : {}),
    ...(bearer ? { bearer } : {}),
  };
};

export const orderTokenOf = (auth: AuthContext): string | undefined => (auth.kind === 'order' ? auth.orderToken : undefined);

/** The unverified bearer credential of an order route's request (see orderAuth): only the domain may trust it, after verifying it. */
export const presentedCredentialOf = (auth: AuthContext): string | undefined => (auth.kind === 'order' ? auth.bearer : undefined);
