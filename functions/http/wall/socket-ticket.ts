import { wallEndpoints } from '../../../shared/api/endpoints/wall.js';
import { now } from '../../core/clock.js';
import { issueWallSocketTicket } from '../../core/domain/wall/load-wall.js';
import { wallOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(wallEndpoints.issueWallSocketTicket, ({ auth }) => issueWallSocketTicket(wallOf(auth), now()));
