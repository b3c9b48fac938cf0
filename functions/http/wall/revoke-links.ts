import { revokeWallLinks } from '../../core/domain/wall/wall-links.js';
import { defineHandler } from '../../core/http/define-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/wall.js').then((m) => m.wallEndpoints.revokeWallLinks);

export const handler = defineHandler(contract, ({ params }) => revokeWallLinks(params.code));
