import { commerceEndpointRoutes as endpointRoutes } from '../../../../shared/api/commerce-endpoint-routes';
import type { OrderView, StatusHistoryResponse } from '../../../../shared/schemas/orders';
import { callApi } from '../../api/callApi';
import { isApiError } from '../../api/ApiError';
import { errorText } from '../../i18n/errorText';

/** The spec's reason for a customer cancel (section 4), also kept in the update's metadata. */
export const CUSTOMER_CANCEL_REASON = 'Cancelled by customer';

/** The server's own text when it sent one (spec section 8: "A server error text is displayed when present"), else the fallback; by its code in the reader's language. */
export const serverMessage = (error: unknown, fallback: string): string => (isApiError(error) && error.fromServer ? errorText(error, fallback) : fallback);

/** The answer carried no order (spec section 5: 'Order not found'). */
export class OrderMissingError extends Error {
  constructor() {
    super('Order not found');
  }
}

/** GET /api/orders/{idOrNumber}: the full view with the token, the public one without. */
export async function fetchOrder(idOrNumber: string, token: string | undefined, signal?: AbortSignal): Promise<OrderView> {
  const response = await callApi(endpointRoutes.getOrder, { params: { idOrNumber }, orderToken: token }, signal);
  // Spec section 5: the fetch succeeds only when the response says success and includes an order.
  if (!response?.success || !response.order) throw new OrderMissingError();
  return response.order;
}

export async function fetchStatusHistory(orderId: string, token: string | undefined, signal?: AbortSignal): Promise<StatusHistoryResponse> {
  return callApi(endpointRoutes.getOrderStatusHistory, { params: { id: orderId }, orderToken: token }, signal);
}

/** PUT /api/orders?action=update: the customer's cancel, with the reason and time of change in metadata (spec sections 4 and 7). */
export async function cancelOrder(orderId: string, token: string | undefined, now: Date = new Date()): Promise<OrderView> {
  const response = await callApi(endpointRoutes.updateOrder, {
    query: { action: 'update' },
    body: { orderId, status: 'cancelled', metadata: { status_change_reason: CUSTOMER_CANCEL_REASON, status_changed_at: now.toISOString() } },
    orderToken: token,
  });
  return response.order;
}
