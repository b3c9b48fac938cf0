import { linkOrderEndpoints } from '../../../shared/api/endpoints/link-order.js';
import { linkOrder } from '../../core/domain/orders/link-order.js';
import { defineHandler } from '../../core/http/define-handler.js';
import { creatorWithOrderOf } from '../../core/http/authenticate.js';

export const handler = defineHandler(linkOrderEndpoints.linkOrder, ({ body, auth }) => linkOrder({ ...creatorWithOrderOf(auth), ...body }));
