import type { OrderView, StatusHistoryResponse } from '../../../shared/schemas/orders';

export const ORDER_ID = '01JD0000000000000000000000';
export const ORDER_NUMBER = 'CND-261124-ABCD2345';

/** A valid OrderView as the server sends it with the token (full view); override what a test is about. */
export function orderView(overrides: Partial<OrderView> = {}): OrderView {
  return {
    id: ORDER_ID,
    orderNumber: ORDER_NUMBER,
    orderType: 'pre_event',
    productType: 'raw_archive',
    status: 'pending',
    eventTitle: 'Ana & Dan',
    customerInfo: { name: 'Ana Popescu', email: 'ana@example.com' },
    subtotalAmount: 12400,
    shippingCost: 0,
    totalAmount: 12400,
    currency: 'RON',
    productDetails: { eventType: 'personal', eventSize: 'medium' },
    lines: [{ id: 'package:personal:medium', label: 'Medium event (personal)', amount: 12400 }],
    createdAt: '2026-11-24T10:00:00.000Z',
    updatedAt: '2026-11-24T10:00:00.000Z',
    estimatedCompletion: 'Immediate',
    actions: ['retry_payment', 'cancel_order'],
    access: 'full',
    ...overrides,
  };
}

/** The same order as anyone without the token sees it. */
export const publicOrderView = (overrides: Partial<OrderView> = {}): OrderView =>
  orderView({ customerInfo: { name: 'A***u', email: 'a***@example.com' }, actions: ['retry_payment'], access: 'public', ...overrides });

export function historyResponse(entries: StatusHistoryResponse['history'] = []): StatusHistoryResponse {
  return {
    history: entries,
    summary: {
      totalEvents: entries.length,
      firstEvent: entries.at(-1)?.at ?? null,
      lastEvent: entries[0]?.at ?? null,
      currentStatusSince: entries[0]?.at ?? null,
    },
  };
}

export const createdEntry = { id: 'h1', from: null, to: 'pending', reason: 'Order created', actor: 'customer', at: '2026-11-24T10:00:00.000Z' } as const;
export const paidEntry = { id: 'h2', from: 'pending', to: 'processing', reason: 'Payment received', actor: 'stripe', at: '2026-11-24T10:05:00.000Z' } as const;
