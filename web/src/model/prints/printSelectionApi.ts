import { commerceEndpointRoutes } from '../../../../shared/api/commerce-endpoint-routes';
import { organizerEndpointRoutes } from '../../../../shared/api/organizer-endpoint-routes';
import type { PrintSelectionRequest, PrintSelectionView } from '../../../../shared/schemas/print-selection';
import { callApi } from '../../api/callApi';

/** Who asks: the event's creator credential (this phone) or an organizer-portal session. The server decides. */
export type PrintSelectionCaller = { kind: 'creator'; token: string } | { kind: 'organizer'; token: string };

export const loadPrintSelection = (caller: PrintSelectionCaller, code: string, signal?: AbortSignal): Promise<PrintSelectionView> =>
  caller.kind === 'creator'
    ? callApi(commerceEndpointRoutes.getPrintSelection, { token: caller.token, params: { code } }, signal)
    : callApi(organizerEndpointRoutes.organizerGetPrintSelection, { token: caller.token, params: { code } }, signal);

export const confirmPrintSelection = (caller: PrintSelectionCaller, code: string, body: PrintSelectionRequest): Promise<PrintSelectionView> =>
  caller.kind === 'creator'
    ? callApi(commerceEndpointRoutes.confirmPrintSelection, { token: caller.token, params: { code }, body })
    : callApi(organizerEndpointRoutes.organizerConfirmPrintSelection, { token: caller.token, params: { code }, body });

/** The page that asks (web/src/routes/OtherRoutes.tsx); `?as=organizer` uses the organizer-portal session. */
export const printSelectionPath = (code: string, as: PrintSelectionCaller['kind'] = 'creator'): string => `/prints/${code}${as === 'organizer' ? '?as=organizer' : ''}`;
