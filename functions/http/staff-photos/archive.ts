import { staffPhotoEndpoints } from '../../../shared/api/endpoints/staff-photos.js';
import { startStorageMove } from '../../core/domain/photos/photo-package.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(staffPhotoEndpoints.staffArchivePhotos, ({ params }) => startStorageMove(params.code, 'archive'));
