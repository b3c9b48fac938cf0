import { brandingRequestSchema, brandingSchema, eventCsvSchema } from '../../schemas/add-ons.js';
import { eventCodeParamsSchema } from '../../schemas/events.js';
import { addOnEndpointRoutes } from '../add-on-endpoint-routes.js';
import { defineEndpoint } from '../endpoint.js';

const CSV_SUMMARY =
  "The event's CSV (UTF-8 with BOM, RFC 4180, formula-safe cells): one row per photo (id, guest, taken at, filter, votes per award category, hidden), then the participants (name, joined, photos, votes cast); fileName carries the event title. 409 ADD_ON_REQUIRED without the CSV export add-on";

/** The digital add-ons' delivery (issue #28): branded frames and the CSV export. */
export const addOnEndpoints = {
  getBranding: defineEndpoint({
    ...addOnEndpointRoutes.getBranding,
    summary: "The frame branding of the guest's event (text null when none); only that event's guests read it",
    params: eventCodeParamsSchema,
    response: brandingSchema,
    successStatus: 200,
  }),
  setBranding: defineEndpoint({
    ...addOnEndpointRoutes.setBranding,
    summary:
      'Sets the frame text (≤ 40 characters, the name character rules; "" removes it) that every polaroid taken afterwards carries (creator only). 409 ADD_ON_REQUIRED without the branded frames add-on',
    params: eventCodeParamsSchema,
    body: brandingRequestSchema,
    response: brandingSchema,
    successStatus: 200,
    errors: [409],
  }),
  exportEventCsv: defineEndpoint({ ...addOnEndpointRoutes.exportEventCsv, summary: `${CSV_SUMMARY} (creator)`, params: eventCodeParamsSchema, response: eventCsvSchema, successStatus: 200, errors: [409] }),
  organizerExportEventCsv: defineEndpoint({
    ...addOnEndpointRoutes.organizerExportEventCsv,
    summary: `${CSV_SUMMARY} (organizer portal; 403 for another's event)`,
    params: eventCodeParamsSchema,
    response: eventCsvSchema,
    successStatus: 200,
    errors: [403, 409],
  }),
  staffExportEventCsv: defineEndpoint({ ...addOnEndpointRoutes.staffExportEventCsv, summary: `${CSV_SUMMARY} (staff, any event)`, params: eventCodeParamsSchema, response: eventCsvSchema, successStatus: 200, errors: [409] }),
};
