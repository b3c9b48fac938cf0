import { printSelectionEndpoints } from '../../../shared/api/endpoints/print-selection.js';
import { requireOwnEvent } from '../../core/domain/organizer/organizer-data.js';
import { confirmPrintSelection } from '../../core/domain/prints/print-selection.js';
import { organizerOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(printSelectionEndpoints.organizerConfirmPrintSelection, async ({ auth, params, body }) => {
  const { event } = await requireOwnEvent(organizerOf(auth).sub, params.code);
  return confirmPrintSelection(params.code, body, event);
});
