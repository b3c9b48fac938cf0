
/** An unpaid order is kept 24 hours (spec: "the order stays available for 24 hours"), then cancelled. */
export const UNPAID_ORDER_LIMIT_MS = 24 * 60 * 60 * 1000;
/**
 * The order state machine and its display (commerce spec section 4), used by the server (which enforces
 * every transition) and by the screens (which show the same labels, progress and actions).
 */
export const ORDER_STATUSES = ['pending', 'processing', 'completed', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Spec section 4 "Allowed changes", plus two of ours:
 * - cancelled → refunded. DESIGN 15 refunds a paid pre-event order the customer cancels before its event
 *   "processing → cancelled, then refunded when Stripe confirms"; only the refund webhook of the order's own
 *   payment takes that step (payments domain), so an unpaid cancelled order never changes again.
 * - completed → cancelled (issue 27.4). A refund asked for by us (the buyer cancelling a linked package whose
 *   event has not started, or an admin refunding any paid order) cancels the order at once, with who and why
 *   on the history, and Stripe's confirmation then makes it refunded, the same two steps as from processing.
 *   Without it a completed order would stay "completed" while its money is on the way back.
 * Cancelled and refunded stay final for the customer (isFinal).
 */
export const allowedTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['processing', 'cancelled'],
  processing: ['completed', 'cancelled', 'refunded'],
  completed: ['cancelled', 'refunded'],
  cancelled: ['refunded'],
  refunded: [],
};

export const canTransition = (from: OrderStatus, to: OrderStatus): boolean => allowedTransitions[from].includes(to);

/** The statuses an order may be in for a change to `to` to be allowed (the conditional write's set). */
export const statusesAllowedToReach = (to: OrderStatus): OrderStatus[] => ORDER_STATUSES.filter((from) => canTransition(from, to));

/**
 * The order's payment is held: paid (processing, completed) and not taken back. A paid order that is cancelled
 * is being refunded (DESIGN 15: cancelled at once, refunded when Stripe confirms), so what it bought (an
 * archive's download) ends at the cancel, not at Stripe's confirmation; pending was never paid.
 */
export const PAID_STATUSES = ['processing', 'completed'] as const satisfies readonly OrderStatus[];
export type PaidStatus = (typeof PAID_STATUSES)[number];
export const isPaidStatus = (status: OrderStatus): status is PaidStatus => (PAID_STATUSES as readonly OrderStatus[]).includes(status);

/** No further change is possible: polling stops here (spec section 4). */
export type FinalStatus = Extract<OrderStatus, 'cancelled' | 'refunded'>;
export const isFinal = (status: OrderStatus): status is FinalStatus => status === 'cancelled' || status === 'refunded';

export const isOrderStatus = (value: unknown): value is OrderStatus => (ORDER_STATUSES as readonly unknown[]).includes(value);

export type StatusColour = 'yellow' | 'blue' | 'green' | 'gray' | 'red';
export type StatusIcon = 'clock' | 'gear' | 'check' | 'x' | 'undo' | 'question';

export interface StatusDisplay {
  label: string;
  description: string;
  /** Progress bar percentage: 25/50/100/0/0 (spec section 9). */
  progress: number;
  icon: StatusIcon;
  color: StatusColour;
}

/** Spec section 4 "Display per status"; the cancelled and refunded descriptions are ours (the spec shows none). */
export const statusDisplay: Readonly<Record<OrderStatus, StatusDisplay>> = {
  pending: { label: 'Payment Pending', description: 'waiting for payment confirmation', progress: 25, icon: 'clock', color: 'yellow' },
  processing: { label: 'Processing', description: 'payment confirmed, preparing order', progress: 50, icon: 'gear', color: 'blue' },
  completed: { label: 'Completed', description: 'delivered', progress: 100, icon: 'check', color: 'green' },
  cancelled: { label: 'Cancelled', description: 'this order was cancelled', progress: 0, icon: 'x', color: 'gray' },
  refunded: { label: 'Refunded', description: 'payment refunded to the original payment method', progress: 0, icon: 'undo', color: 'red' },
};

/** The display of a status the client may not know yet (a newer server): never crashes a screen. */
export const unknownStatusDisplay: StatusDisplay = { label: 'Unknown', description: 'status not available', progress: 0, icon: 'question', color: 'gray' };

export const displayOf = (status: string): StatusDisplay => (isOrderStatus(status) ? statusDisplay[status] : unknownStatusDisplay);

/** What of an order the status rules read (the public view has these too). */
export interface OrderStatusFacts {
  status: string;
  orderType: string;
  productType: string;
  downloadUrl?: string | null;
  /** A pre_event order already linked to the event created with it (link-order): no second Create Event. */
  linked?: boolean;
}

/**
 * Spec section 4 "Estimated completion", with one change (issue 29.5): a raw archive says '5-10 minutes', not
 * the spec's '2-4 hours' — the archive job starts on payment and the purchase screen promises "Instant
 * Download", so hours would contradict both.
 */
export const estimatedCompletion = (order: Pick<OrderStatusFacts, 'status' | 'orderType' | 'productType'>): string => {
  switch (order.status) {
    case 'pending':
      return 'Immediate';
    case 'processing':
      if (order.orderType === 'pre_event') return '5-10 minutes';
      if (order.productType === 'raw_archive') return '5-10 minutes';
      if (order.productType.includes('prints')) return '3-5 business days';
      return '1-2 hours';
    case 'completed':
      return 'Complete';
    case 'cancelled':
    case 'refunded':
      return 'N/A';
    default:
      return 'Unknown';
  }
};

export type CustomerActionId = 'retry_payment' | 'cancel_order' | 'download' | 'create_event' | 'reorder';
export interface CustomerAction {
  id: CustomerActionId;
  label: string;
}

const CANCEL_ORDER: CustomerAction = { id: 'cancel_order', label: 'Cancel Order' };

/**
 * Spec section 4 "Customer actions per status" (download only when a link exists), plus the refund promise
 * (spec section 1, DESIGN 15): a paid event package may be cancelled for a full refund until its event starts,
 * so processing and completed pre_event orders offer Cancel too. Whether the linked event has started is the
 * server's check at the moment of the cancel (EVENT_ALREADY_STARTED), not something the view knows.
 */
export const customerActions = (order: OrderStatusFacts): CustomerAction[] => {
  switch (order.status) {
    case 'pending':
      return [{ id: 'retry_payment', label: 'Complete Payment' }, CANCEL_ORDER];
    case 'processing':
      return order.orderType === 'pre_event' ? [CANCEL_ORDER] : [];
    case 'completed': {
      const out: CustomerAction[] = [];
      if (order.downloadUrl) out.push({ id: 'download', label: 'Download Files' });
      // Issue 28.7: a linked package has its event; Create Event is offered only while none was created with it.
      if (order.orderType === 'pre_event') out.push(...(order.linked === true ? [] : [{ id: 'create_event', label: 'Create Event' } as const]), CANCEL_ORDER);
      return out;
    }
    case 'cancelled':
    case 'refunded':
      return [{ id: 'reorder', label: 'Place New Order' }];
    default:
      return [];
  }
};
