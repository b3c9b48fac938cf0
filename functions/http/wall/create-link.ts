import { now } from '../../core/clock.js';
import { createWallLink } from '../../core/domain/wall/wall-links.js';
import { creatorEpochOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/wall.js').then((m) => m.wallEndpoints.createWallLink);

export const handler = defineHandler(contract, ({ auth, params }) => createWallLink(params.code, now(), creatorEpochOf(auth)));
