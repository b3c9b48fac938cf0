import { orderEndpoints } from '../../../shared/api/endpoints/orders.js';
import { getOrderView } from '../../core/domain/orders/get-order.js';
import { rateClient } from '../../core/http/client-key.js';
import { definePublicHandler } from '../../core/http/define-public-handler.js';
import { orderTokenOf } from '../../core/http/order-auth.js';

export const handler = definePublicHandler(orderEndpoints.getOrder, ({ params, auth, event }) => getOrderView(params.idOrNumber, orderTokenOf(auth), rateClient(event)));
