import { CURRENCIES } from '../pricing/currency.js';

/**
 * The kinds of order (commerce spec sections 3 and 7), without the order schemas (schemas/orders.ts
 * re-exports them): the order item reads them in every handler that loads an order, and the request and
 * view schemas need not be built at those cold starts (#31 item 3).
 */
export const ORDER_TYPES = ['pre_event', 'post_event'] as const;
/** gallery_extension: a post_event order made only by the organizer portal (POST /api/organizer/events/{code}/gallery-extension). */
export const ORDER_PRODUCT_TYPES = ['raw_archive', 'prints_bundle', 'combo', 'gallery_extension'] as const;
export const ORDER_CURRENCIES = CURRENCIES;
