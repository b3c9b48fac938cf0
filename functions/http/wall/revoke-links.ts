import { wallEndpoints } from '../../../shared/api/endpoints/wall.js';
import { revokeWallLinks } from '../../core/domain/wall/wall-links.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(wallEndpoints.revokeWallLinks, ({ params }) => revokeWallLinks(params.code));
