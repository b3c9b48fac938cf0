import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ORDER_TOKEN_HEADER } from '../../../shared/orders/order-token.js';
import type { AuthContext } from './auth-context.js';

/**
 * Longer than anything we issue for this header (an access token is 43 base64url characters, an order view
 * key, a short JWT, about 215): anything longer is not one of ours.
 */
const MAX_TOKEN_LENGTH = 400;

/** The order token of an `order` route's request, if any (checked against the order by the domain). */
export const orderAuth = (event: APIGatewayProxyEventV2): AuthContext => {
  const token = event.headers[ORDER_TOKEN_HEADER]?.trim();
  return token && token.length <= MAX_TOKEN_LENGTH ? { kind: 'order', orderToken: token } : { kind: 'order' };
};

export const orderTokenOf = (auth: AuthContext): string | undefined => (auth.kind === 'order' ? auth.orderToken : undefined);
