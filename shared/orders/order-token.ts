/** The header carrying an order's access token (never a URL: URLs end up in logs and Referer headers). */
export const ORDER_TOKEN_HEADER = 'x-order-token';
