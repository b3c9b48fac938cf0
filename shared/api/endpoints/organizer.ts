import { eventCodeParamsSchema } from '../../schemas/events.js';
import { createOrderResponseSchema } from '../../schemas/orders.js';
import {
  organizerCodeRequestSchema,
  organizerCodeResponseSchema,
  organizerDashboardResponseSchema,
  organizerGalleryExtensionRequestSchema,
  organizerLinkOrderRequestSchema,
  organizerManageEventRequestSchema,
  organizerManageEventResponseSchema,
  organizerLinkOrderResponseSchema,
  organizerOrderParamsSchema,
  organizerSignInRequestSchema,
  organizerSignInResponseSchema,
  organizerVerifyResponseSchema,
} from '../../schemas/organizer.js';
import { defineEndpoint } from '../endpoint.js';
import { organizerEndpointRoutes } from '../organizer-endpoint-routes.js';

/** The organizer portal (issue #18; commerce spec sections 3, 7; DESIGN 6). */
export const organizerEndpoints = {
  organizerRequestCode: defineEndpoint({
    ...organizerEndpointRoutes.organizerRequestCode,
    summary:
      'Sign-in step 1: purchase e-mail and part of an event name. Always the same answer; a 6-digit code (10 minutes, 5 tries) is e-mailed only when a paid order of that e-mail belongs to a matching event. A resend replaces the code after 30 s (before, the same answer and nothing sent); limited per e-mail and per address (429 with Retry-After)',
    body: organizerCodeRequestSchema,
    response: organizerCodeResponseSchema,
    successStatus: 200,
    errors: [429],
  }),
  organizerSignIn: defineEndpoint({
    ...organizerEndpointRoutes.organizerSignIn,
    summary:
      'Sign-in step 2: e-mail and the e-mailed code → organizer token (8 hours). 401 wrong code; 410 no code, expired, or locked after the 5th wrong try (ORGANIZER_CODE_LOCKED: request a new code); 429 with Retry-After: 20 wrong codes from an address in 15 minutes, or 10 of one e-mail in an hour from any address (ORGANIZER_CODE_ATTEMPTS_EXHAUSTED)',
    body: organizerSignInRequestSchema,
    response: organizerSignInResponseSchema,
    successStatus: 200,
    errors: [401, 410, 429],
  }),
  organizerVerify: defineEndpoint({
    ...organizerEndpointRoutes.organizerVerify,
    summary: 'The organizer (e-mail) behind the bearer organizer token; 401 when it is missing, expired or not an organizer token',
    response: organizerVerifyResponseSchema,
    successStatus: 200,
  }),
  organizerDashboard: defineEndpoint({
    ...organizerEndpointRoutes.organizerDashboard,
    summary:
      "The organizer's data: summary, their events (those linked to their paid orders) with stats and orders, unlinked paid pre-event orders — from the e-mail's orders (GSI2) and a batch read of their events",
    response: organizerDashboardResponseSchema,
    successStatus: 200,
  }),
  organizerLinkOrder: defineEndpoint({
    ...organizerEndpointRoutes.organizerLinkOrder,
    summary:
      "Links one of the organizer's unlinked paid pre-event orders to one of their events that has no package yet (as POST /api/link-order). 403 when the order or the event is not theirs; 409 already linked / event has a package; 404 unknown event",
    params: organizerOrderParamsSchema,
    body: organizerLinkOrderRequestSchema,
    response: organizerLinkOrderResponseSchema,
    successStatus: 200,
    errors: [403, 404, 409],
  }),
  organizerManageEvent: defineEndpoint({
    ...organizerEndpointRoutes.organizerManageEvent,
    summary:
      "'Manage on this phone': the event's creator credential (as POST /api/events returns it) for one of the organizer's events; 403 for another's event. With signOutOtherPhones, every credential with creator rights issued before (the bare credential and the creator's guest session, on any device) is refused from its next request (401 CREATOR_SIGNED_OUT) and the answer is the new one; so is every organizer portal session of the e-mail (401 ORGANIZER_SESSION_INVALID), and the answer carries this phone's new one (organizerSession); the event's live wall links are revoked (401 WALL_LINK_REVOKED)",
    params: eventCodeParamsSchema,
    body: organizerManageEventRequestSchema,
    response: organizerManageEventResponseSchema,
    successStatus: 200,
    errors: [400, 403, 404],
  }),
  organizerGalleryExtension: defineEndpoint({
    ...organizerEndpointRoutes.organizerGalleryExtension,
    summary:
      "Creates a pending post_event order 'gallery_extension' (+7 or +30 days, priced 0.4 / 1.0 of the event's package in the geo token's country) for one of the organizer's events whose gallery has not expired; pay it with POST /api/orders/{id}/checkout (X-Order-Token = accessToken); the webhook moves the gallery expiry. 403 not theirs; 409 no package / expired",
    params: eventCodeParamsSchema,
    body: organizerGalleryExtensionRequestSchema,
    response: createOrderResponseSchema,
    successStatus: 201,
    errors: [403, 409],
  }),
};
