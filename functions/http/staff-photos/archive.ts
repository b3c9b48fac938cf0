import { staffPhotoEndpoints } from '../../../shared/api/endpoints/staff-photos.js';
import { startStorageMove } from '../../core/domain/photos/photo-package.js';
import { requireStaffRole, staffOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

// Moving an event's files between storage classes is admin work (DESIGN 6: support reads and handles orders only).
export const handler = defineHandler(staffPhotoEndpoints.staffArchivePhotos, ({ auth, params }) => {
  requireStaffRole(staffOf(auth), 'admin');
  return startStorageMove(params.code, 'archive');
});
