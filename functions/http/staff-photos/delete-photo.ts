import { staffDeletePhoto } from '../../core/domain/photos/staff-delete-photo.js';
import { requireStaffRole, staffOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/staff-photos.js').then((m) => m.staffPhotoEndpoints.staffDeletePhoto);

export const handler = defineHandler(contract, ({ auth, params }) => {
  const staff = requireStaffRole(staffOf(auth), 'admin');
  return staffDeletePhoto(params.code, params.photoId, staff.sub);
});
