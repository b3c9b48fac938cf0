import { linkOrder } from '../../core/domain/orders/link-order.js';
import { defineHandler } from '../../core/http/define-handler.js';
import { creatorWithOrderOf } from '../../core/http/authenticate.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/link-order.js').then((m) => m.linkOrderEndpoints.linkOrder);

export const handler = defineHandler(contract, ({ body, auth }) => linkOrder({ ...creatorWithOrderOf(auth), ...body }));
