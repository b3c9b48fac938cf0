import type { AuthKind, HttpMethod } from './endpoint.js';

/** Where each commerce endpoint lives and who may call it (see guest-endpoint-routes.ts for why these are apart). */
export const commerceEndpointRoutes = {
  createOrder: { id: 'createOrder', method: 'POST', path: '/api/orders', auth: 'order' },
  getOrder: { id: 'getOrder', method: 'GET', path: '/api/orders/{idOrNumber}', auth: 'order' },
  getOrderStatusHistory: { id: 'getOrderStatusHistory', method: 'GET', path: '/api/orders/{id}/status-history', auth: 'order' },
  updateOrder: { id: 'updateOrder', method: 'PUT', path: '/api/orders', auth: 'order' },
  getGeo: { id: 'getGeo', method: 'GET', path: '/api/geo', auth: 'public' },
  checkoutOrder: { id: 'checkoutOrder', method: 'POST', path: '/api/orders/{id}/checkout', auth: 'order' },
  confirmOrderPayment: { id: 'confirmOrderPayment', method: 'POST', path: '/api/orders/{id}/payment-confirmation', auth: 'order' },
  stripeWebhook: { id: 'stripeWebhook', method: 'POST', path: '/api/payments/webhook', auth: 'stripe' },
  downloadArchive: { id: 'downloadArchive', method: 'GET', path: '/api/downloads/{token}', auth: 'public' },
  getEventArchive: { id: 'getEventArchive', method: 'GET', path: '/api/events/{code}/archive', auth: 'creator' },
  linkOrder: { id: 'linkOrder', method: 'POST', path: '/api/link-order', auth: 'creatorWithOrder' },
  getPrintSelection: { id: 'getPrintSelection', method: 'GET', path: '/api/events/{code}/print-selection', auth: 'creator' },
  confirmPrintSelection: { id: 'confirmPrintSelection', method: 'POST', path: '/api/events/{code}/print-selection', auth: 'creator' },
} as const satisfies Record<string, { id: string; method: HttpMethod; path: `/api/${string}`; auth: AuthKind }>;
