import { eventCsvSchema } from '../../schemas/add-ons.js';
import { eventCodeParamsSchema } from '../../schemas/events.js';
import {
  staffEndEventResponseSchema,
  staffEventDetailsSchema,
  staffEventPhotosPageSchema,
  staffEventPhotosQuerySchema,
  staffEventsPageSchema,
  staffEventsQuerySchema,
} from '../../schemas/staff-events.js';
import { defineEndpoint } from '../endpoint.js';
import { staffEndpointRoutes } from '../staff-endpoint-routes.js';

/** The staff portal's Events tab (commerce spec: Admin dashboard, Events tab; issue 17). */
export const staffEventEndpoints = {
  staffEventsList: defineEndpoint({
    ...staffEndpointRoutes.staffEventsList,
    summary:
      'Events newest first (by creation), cursor-paged; filter all/active/expired (= completed); q: a 6-character code finds its event directly, other text matches title, code or type within the events read (at most 500 per call); summary cards from the maintained counters',
    query: staffEventsQuerySchema,
    response: staffEventsPageSchema,
    successStatus: 200,
  }),
  staffEventDetails: defineEndpoint({
    ...staffEndpointRoutes.staffEventDetails,
    summary: "One event for staff: stats (participants, photos, votes, storage), the first page of photos with presigned polaroid and RAW URLs, and the participants",
    params: eventCodeParamsSchema,
    response: staffEventDetailsSchema,
    successStatus: 200,
  }),
  staffEventPhotos: defineEndpoint({
    ...staffEndpointRoutes.staffEventPhotos,
    summary: "The next page of an event's photos, newest first (cursor from the details or the previous page)",
    params: eventCodeParamsSchema,
    query: staffEventPhotosQuerySchema,
    response: staffEventPhotosPageSchema,
    successStatus: 200,
  }),
  staffExportEventCsv: defineEndpoint({
    ...staffEndpointRoutes.staffExportEventCsv,
    summary:
      "Any event's CSV for staff (any staff role; no add-on needed): the same file as the organizer's export — inline, or a 15-minute presigned GET when it is too large to answer inline",
    params: eventCodeParamsSchema,
    response: eventCsvSchema,
    successStatus: 200,
    errors: [404],
  }),
  staffEndEvent: defineEndpoint({
    ...staffEndpointRoutes.staffEndEvent,
    summary: "End an event now (admin role only; support gets 403) and leave an audit item naming the staff member; guests then see the awards. 409 if it already ended",
    params: eventCodeParamsSchema,
    response: staffEndEventResponseSchema,
    successStatus: 200,
    errors: [409],
  }),
};
