import { now } from '../../core/clock.js';
import { issueWallSocketTicket } from '../../core/domain/wall/wall-socket-ticket.js';
import { wallOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/wall.js').then((m) => m.wallEndpoints.issueWallSocketTicket);

export const handler = defineHandler(contract, ({ auth }) => issueWallSocketTicket(wallOf(auth), now()));
