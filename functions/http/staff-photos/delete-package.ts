import { staffPhotoEndpoints } from '../../../shared/api/endpoints/staff-photos.js';
import { deletePhotoPackage } from '../../core/domain/photos/photo-package.js';
import { requireStaffRole, staffOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(staffPhotoEndpoints.staffDeletePhotos, ({ auth, params, body }) => {
  const staff = requireStaffRole(staffOf(auth), 'admin');
  return deletePhotoPackage(params.code, body.confirm, staff.sub);
});
