import { requireOwnEvent } from '../../core/domain/organizer/organizer-data.js';
import { getPrintSelection } from '../../core/domain/prints/print-selection.js';
import { organizerOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/print-selection.js').then((m) => m.printSelectionEndpoints.organizerGetPrintSelection);

export const handler = defineHandler(contract, async ({ auth, params }) => {
  const { event } = await requireOwnEvent(organizerOf(auth).sub, params.code);
  return getPrintSelection(params.code, event);
});
