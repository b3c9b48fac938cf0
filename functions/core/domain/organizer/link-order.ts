import type { OrganizerLinkOrderResponse } from '../../../../shared/schemas/organizer.js';
import { verifyToken } from '../../auth/tokens.js';
import { getEventItem } from '../../data/event-item.js';
import { getOrderItem } from '../../data/order-item.js';
import { DomainError } from '../../errors.js';
import { domainError } from '../errors.js';
import { assertCreatorStanding } from '../events/creator-standing.js';
import { linkOrderToEvent } from '../orders/link-order.js';

/**
 * POST /api/organizer/orders/{orderId}/link: the dashboard's "link to event" for an unlinked paid package.
 * The order must be this organizer's (its e-mail is the signed-in one: that replaces the order token and the
 * typed e-mail of POST /api/link-order); the event must be one this phone created — its creator credential
 * is sent along, since an event is nobody's until a package is linked (and an event of theirs already has
 * its package: one per event). Then the same one transaction as link-order.
 */
export const organizerLinkOrder = async (
  email: string,
  orderId: string,
  req: { eventCode: string; creatorToken: string },
): Promise<OrganizerLinkOrderResponse> => {
  const order = await getOrderItem(orderId);
  // Unknown or another's: the same 403 (order ids are not to be probed).
  if (!order || order.customerInfo.email.trim().toLowerCase() !== email) throw domainError('ORGANIZER_ORDER_NOT_YOURS', `${email} → ${orderId}`);

  let claims;
  try {
    claims = await verifyToken(req.creatorToken);
  } catch (e) {
    if (e instanceof DomainError) throw domainError('ORGANIZER_EVENT_NOT_YOURS', `bad creator credential for ${req.eventCode}`);
    throw e;
  }
  if (claims.role !== 'creator' || claims.evt !== req.eventCode) throw domainError('ORGANIZER_EVENT_NOT_YOURS', `credential of ${claims.evt} for ${req.eventCode}`);
  const event = await getEventItem(req.eventCode);
  if (!event || event.id !== claims.sub) throw domainError('EVENT_NOT_FOUND', req.eventCode);
  // A credential from before "Sign out other phones" proves nothing any more (the lost phone's).
  assertCreatorStanding(claims, event);

  const linked = await linkOrderToEvent(order, event);
  return { success: true, data: { ...linked.data, eventCode: event.code } };
};
