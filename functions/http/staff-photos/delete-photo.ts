import { staffPhotoEndpoints } from '../../../shared/api/endpoints/staff-photos.js';
import { staffDeletePhoto } from '../../core/domain/photos/staff-delete-photo.js';
import { requireStaffRole, staffOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(staffPhotoEndpoints.staffDeletePhoto, ({ auth, params }) => {
  const staff = requireStaffRole(staffOf(auth), 'admin');
  return staffDeletePhoto(params.code, params.photoId, staff.sub);
});
