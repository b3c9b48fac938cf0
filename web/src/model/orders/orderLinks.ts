import type { OrderView } from '../../../../shared/schemas/orders';

/** retry_payment (spec section 4): the retry page starts a new checkout for the order. */
export const paymentRetryPath = (orderId: string): string => `/payment-retry/${encodeURIComponent(orderId)}`;

export const orderPath = (orderNumber: string): string => `/order/${encodeURIComponent(orderNumber)}`;

const withQuery = (path: string, params: Record<string, string | undefined>): string => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
};

/**
 * create_event: "/ carrying order id, event title and customer email" (spec section 2), in the payment-return
 * query names of event-flow section 4 (paid, order, event, email); the lobby reads them (and the pending
 * order, which holds the token the link needs). A masked e-mail (public view) is not carried.
 */
export const createEventPath = (order: Pick<OrderView, 'id' | 'eventTitle' | 'customerInfo' | 'access'>, opts: { openForm?: boolean } = {}): string =>
  withQuery('/', {
    paid: 'true',
    order: order.id,
    event: order.eventTitle || undefined,
    email: order.access === 'full' ? order.customerInfo.email : undefined,
    // The payment-success page's Create Event opens the prefilled form at once (issue 28.7); the lobby's
    // paid banner stays for a later visit.
    create: opts.openForm ? '1' : undefined,
  });

/**
 * reorder: /pricing carrying event type, event size, customer name and e-mail (spec section 2) as
 * `?type=&size=&name=&email=`, which the pricing page reads. Masked values (public view) are not carried.
 */
export const reorderPath = (order: Pick<OrderView, 'productDetails' | 'customerInfo' | 'access'>): string => {
  const full = order.access === 'full';
  return withQuery('/pricing', {
    type: order.productDetails?.eventType,
    size: order.productDetails?.eventSize,
    name: full ? order.customerInfo.name : undefined,
    email: full ? order.customerInfo.email : undefined,
  });
};
