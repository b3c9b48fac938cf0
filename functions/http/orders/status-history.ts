import { getStatusHistory } from '../../core/domain/orders/status-history.js';
import { rateClient } from '../../core/http/client-key.js';
import { definePublicHandler } from '../../core/http/define-public-handler.js';
import { orderTokenOf } from '../../core/http/order-auth.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/orders.js').then((m) => m.orderEndpoints.getOrderStatusHistory);

export const handler = definePublicHandler(contract, ({ params, auth, event }) => getStatusHistory(params.id, rateClient(event), orderTokenOf(auth)));
