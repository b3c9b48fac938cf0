import { wallEndpoints } from '../../../shared/api/endpoints/wall.js';
import { now } from '../../core/clock.js';
import { createWallLink } from '../../core/domain/wall/wall-links.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(wallEndpoints.createWallLink, ({ params }) => createWallLink(params.code, now()));
