import { printSelectionEndpoints } from '../../../shared/api/endpoints/print-selection.js';
import { requestPrintFiles } from '../../core/domain/prints/print-files.js';
import { staffOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

// Support and admin alike: printing and shipping is order handling (DESIGN 6).
export const handler = defineHandler(printSelectionEndpoints.staffPrintFiles, ({ auth, params }) => {
  staffOf(auth);
  return requestPrintFiles(params.orderId);
});
