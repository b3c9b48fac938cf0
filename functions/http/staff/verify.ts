import { staffEndpoints } from '../../../shared/api/endpoints/staff.js';
import { staffOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';
import { currentStaff } from '../../core/domain/staff/current-staff.js';

export const handler = defineHandler(staffEndpoints.staffVerify, ({ auth }) => currentStaff(staffOf(auth)));
