import {
  brandingRequestSchema,
  brandingSchema,
  eventCsvSchema,
  logoUploadRequestSchema,
  logoUploadResponseSchema,
  setLogoRequestSchema,
} from '../../schemas/add-ons.js';
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
  requestLogoUpload: defineEndpoint({
    ...addOnEndpointRoutes.requestLogoUpload,
    summary:
      'A presigned PUT for the frame logo (creator only): a PNG or JPEG of exactly `size` bytes (≤ 1 MB; an SVG is rasterised to PNG in the browser first) to a staging key; PUT …/branding/logo with its uploadId then checks it. 413 LOGO_TOO_LARGE over 1 MB, 409 ADD_ON_REQUIRED without the branded frames add-on',
    params: eventCodeParamsSchema,
    body: logoUploadRequestSchema,
    response: logoUploadResponseSchema,
    successStatus: 200,
    errors: [409],
  }),
  setLogo: defineEndpoint({
    ...addOnEndpointRoutes.setLogo,
    summary:
      "Makes an uploaded file the frame logo (creator only): the server checks the stored object's real size, type, magic bytes and dimensions, refuses (400 LOGO_INVALID, 413 LOGO_TOO_LARGE) and deletes a bad file; uploadId null removes the logo. Answers the branding (the logo as a same-origin read link). 409 LOGO_NOT_UPLOADED before the file landed, 409 ADD_ON_REQUIRED without the add-on",
    params: eventCodeParamsSchema,
    body: setLogoRequestSchema,
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
