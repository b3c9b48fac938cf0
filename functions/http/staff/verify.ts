import { staffOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';
import { currentStaff } from '../../core/domain/staff/current-staff.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/staff.js').then((m) => m.staffEndpoints.staffVerify);

export const handler = defineHandler(contract, ({ auth }) => currentStaff(staffOf(auth)));
