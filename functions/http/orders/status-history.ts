import { orderEndpoints } from '../../../shared/api/endpoints/orders.js';
import { getStatusHistory } from '../../core/domain/orders/status-history.js';
import { rateClient } from '../../core/http/client-key.js';
import { definePublicHandler } from '../../core/http/define-public-handler.js';

export const handler = definePublicHandler(orderEndpoints.getOrderStatusHistory, ({ params, event }) => getStatusHistory(params.id, rateClient(event)));
