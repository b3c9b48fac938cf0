import { commerceEndpointRoutes } from '../../../../shared/api/commerce-endpoint-routes';
import { callApi } from '../../api/callApi';
import { saveCreator, type StoredCreator } from '../creator/creatorStore';
import { clearPendingOrder } from './pendingOrder';
import type { PaidLobby } from './paidOrder';

/**
 * Links the paid order to the event just created (POST /api/link-order with the creator credential and the
 * order's token). Linked → the pending order is removed and the creator record remembers the order (the
 * Event Created screen's Payment Linked banner, also after a reload). A failure is only logged as a
 * warning (event-flow spec section 7) and the order stays on the device, linkable later.
 */
export async function linkPaidOrder(
  creator: StoredCreator,
  paid: PaidLobby,
  packageMaxParticipants?: number,
  signal?: AbortSignal,
): Promise<StoredCreator> {
  try {
    const linked = await callApi(
      commerceEndpointRoutes.linkOrder,
      {
        body: {
          orderId: paid.orderId,
          eventId: creator.event.id,
          customerEmail: paid.customerEmail,
          ...(packageMaxParticipants !== undefined ? { maxParticipants: packageMaxParticipants } : {}),
        },
        token: creator.creatorToken,
        orderToken: paid.accessToken,
      },
      signal,
    );
    clearPendingOrder();
    const event = packageMaxParticipants !== undefined ? { ...creator.event, maxParticipants: packageMaxParticipants } : creator.event;
    const next: StoredCreator = { ...creator, event, linkedOrder: { orderId: linked.data.orderId, orderNumber: paid.orderNumber } };
    saveCreator(next);
    return next;
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('link order failed', error);
    return creator;
  }
}
