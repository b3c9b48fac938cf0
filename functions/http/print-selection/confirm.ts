import { printSelectionEndpoints } from '../../../shared/api/endpoints/print-selection.js';
import { confirmPrintSelection } from '../../core/domain/prints/print-selection.js';
import { defineHandler } from '../../core/http/define-handler.js';

// Creator route: authenticate() has checked the creator credential of this very event.
export const handler = defineHandler(printSelectionEndpoints.confirmPrintSelection, ({ params, body }) => confirmPrintSelection(params.code, body));
