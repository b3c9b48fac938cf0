import { confirmPrintSelection } from '../../core/domain/prints/print-selection.js';
import { defineHandler } from '../../core/http/define-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/print-selection.js').then((m) => m.printSelectionEndpoints.confirmPrintSelection);

// Creator route: authenticate() has checked the creator credential of this very event.
export const handler = defineHandler(contract, ({ params, body }) => confirmPrintSelection(params.code, body));
