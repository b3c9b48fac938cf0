import { deletePhotoPackage } from '../../core/domain/photos/photo-package.js';
import { requireStaffRole, staffOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/staff-photos.js').then((m) => m.staffPhotoEndpoints.staffDeletePhotos);

export const handler = defineHandler(contract, ({ auth, params, body }) => {
  const staff = requireStaffRole(staffOf(auth), 'admin');
  return deletePhotoPackage(params.code, body.confirm, staff.sub);
});
