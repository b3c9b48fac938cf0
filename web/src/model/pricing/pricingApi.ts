import { commerceEndpointRoutes as endpointRoutes } from '#shared/api/commerce-endpoint-routes.js';
import { callApi } from '../../api/callApi';
import type { CheckoutApi } from './checkout';
import { loadPricingGeo } from './pricingGeo';

/** The checkout's calls through the house client (the order token travels in X-Order-Token, never in a URL). */
export const pricingApi: CheckoutApi = {
  loadGeo: () => loadPricingGeo(),
  createOrder: (body, previousToken) => callApi(endpointRoutes.createOrder, { body, ...(previousToken ? { orderToken: previousToken } : {}) }),
  openCheckout: (orderId, accessToken) => callApi(endpointRoutes.checkoutOrder, { params: { id: orderId }, orderToken: accessToken }),
};
