import { requestPrintFiles } from '../../core/domain/prints/print-files.js';
import { staffOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/print-selection.js').then((m) => m.printSelectionEndpoints.staffPrintFiles);

// Support and admin alike: printing and shipping is order handling (DESIGN 6).
export const handler = defineHandler(contract, ({ auth, params }) => {
  staffOf(auth);
  return requestPrintFiles(params.orderId);
});
