import { printSelectionEndpoints } from '../../../shared/api/endpoints/print-selection.js';
import { getPrintSelection } from '../../core/domain/prints/print-selection.js';
import { defineHandler } from '../../core/http/define-handler.js';

// Creator route: authenticate() has checked the creator credential of this very event.
export const handler = defineHandler(printSelectionEndpoints.getPrintSelection, ({ params }) => getPrintSelection(params.code));
