import { startStorageMove } from '../../core/domain/photos/photo-package.js';
import { requireStaffRole, staffOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/staff-photos.js').then((m) => m.staffPhotoEndpoints.staffRestorePhotos);

// Moving an event's files between storage classes is admin work (DESIGN 6: support reads and handles orders only).
export const handler = defineHandler(contract, ({ auth, params }) => {
  requireStaffRole(staffOf(auth), 'admin');
  return startStorageMove(params.code, 'restore');
});
