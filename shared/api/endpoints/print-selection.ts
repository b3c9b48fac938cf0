import { eventCodeParamsSchema } from '../../schemas/events.js';
import { printSelectionRequestSchema, printSelectionViewSchema, staffPrintFilesResponseSchema } from '../../schemas/print-selection.js';
import { staffOrderIdParamsSchema } from '../../schemas/staff-orders.js';
import { defineEndpoint } from '../endpoint.js';
import { commerceEndpointRoutes } from '../commerce-endpoint-routes.js';
import { organizerEndpointRoutes } from '../organizer-endpoint-routes.js';
import { staffEndpointRoutes } from '../staff-endpoint-routes.js';

const VIEW_SUMMARY = "The event's print bundle (from its package's add-ons): the event's photos best-voted then newest, the default choice (exactly the bundle size, or all photos if fewer) and the package order's address; 'chosen' once confirmed. 409 when the package has no print bundle";
const CONFIRM_SUMMARY =
  "Confirms the photos to print and the shipping address: a zero-amount prints order (already paid with the package) goes to staff as processing. Once per package (409), after the event's end only (409), the event's own photos only (400), at most the bundle's size (400)";

/** The print bundle of a package (issue #28.3) and the staff's print files (issue #28.4). */
export const printSelectionEndpoints = {
  getPrintSelection: defineEndpoint({
    ...commerceEndpointRoutes.getPrintSelection,
    summary: `${VIEW_SUMMARY} (the event's creator)`,
    params: eventCodeParamsSchema,
    response: printSelectionViewSchema,
    successStatus: 200,
    errors: [404, 409],
  }),
  confirmPrintSelection: defineEndpoint({
    ...commerceEndpointRoutes.confirmPrintSelection,
    summary: `${CONFIRM_SUMMARY} (the event's creator)`,
    params: eventCodeParamsSchema,
    body: printSelectionRequestSchema,
    response: printSelectionViewSchema,
    successStatus: 200,
    errors: [404, 409],
  }),
  organizerGetPrintSelection: defineEndpoint({
    ...organizerEndpointRoutes.organizerGetPrintSelection,
    summary: `${VIEW_SUMMARY} (one of the organizer's events; 403 for another's)`,
    params: eventCodeParamsSchema,
    response: printSelectionViewSchema,
    successStatus: 200,
    errors: [403, 404, 409],
  }),
  organizerConfirmPrintSelection: defineEndpoint({
    ...organizerEndpointRoutes.organizerConfirmPrintSelection,
    summary: `${CONFIRM_SUMMARY} (one of the organizer's events; 403 for another's)`,
    params: eventCodeParamsSchema,
    body: printSelectionRequestSchema,
    response: printSelectionViewSchema,
    successStatus: 200,
    errors: [403, 404, 409],
  }),
  staffPrintFiles: defineEndpoint({
    ...staffEndpointRoutes.staffPrintFiles,
    summary:
      "A prints order's photos at full resolution in one ZIP named by the order number: a short-lived link when the archive job has built it, otherwise starts the build and answers 'preparing' (ask again). 409 for an order without prints",
    params: staffOrderIdParamsSchema,
    response: staffPrintFilesResponseSchema,
    successStatus: 200,
    errors: [404, 409],
  }),
};
