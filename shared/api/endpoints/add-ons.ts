import { brandingRequestSchema, brandingSchema, eventCsvSchema } from '../../schemas/add-ons.js';
import { eventCodeParamsSchema } from '../../schemas/events.js';
import { addOnEndpointRoutes } from '../add-on-endpoint-routes.js';
import { defineEndpoint } from '../endpoint.js';

/** The digital add-ons' delivery (issue #28): branded frames and the CSV export. */
export const addOnEndpoints = {
  setBranding: defineEndpoint({
    ...addOnEndpointRoutes.setBranding,
    summary:
      'Sets the frame text (≤ 40 characters, the name character rules; "" removes it) that every polaroid taken afterwards carries (creator only); the event\'s guests read it in GET …/me. 409 ADD_ON_REQUIRED without the branded frames add-on',
    params: eventCodeParamsSchema,
    body: brandingRequestSchema,
    response: brandingSchema,
    successStatus: 200,
    errors: [409],
  }),
  exportEventCsv: defineEndpoint({
    ...addOnEndpointRoutes.exportEventCsv,
    summary:
      "The event's CSV (creator; the organizer portal gets the credential from 'Manage on this phone'): UTF-8 with BOM, RFC 4180, formula-safe cells; one row per photo (id, guest, taken at, filter, votes per award category, hidden), then the participants (name, joined, photos, votes cast); fileName carries the event title. 409 ADD_ON_REQUIRED without the CSV export add-on",
    params: eventCodeParamsSchema,
    response: eventCsvSchema,
    successStatus: 200,
    errors: [409],
  }),
};
