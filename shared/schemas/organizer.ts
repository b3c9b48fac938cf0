import * as z from 'zod/mini';
import { localeSchema } from './locale.js';
import { EVENT_STATUSES } from '../event-settings.js';
import { organizerMessages } from '../organizer-messages.js';
import { ORDER_STATUSES } from '../orders/order-status.js';
import { eventPackageSchema } from './event-package.js';
import { eventCodeSchema } from './common.js';
import { createEventResponseSchema } from './events.js';
import { ORDER_CURRENCIES, ORDER_PRODUCT_TYPES, ORDER_TYPES, orderLineSchema } from './orders.js';

/**
 * The organizer portal (issue #18; commerce spec sections 3 'Organizer data', 7; DESIGN 6): sign-in with the
 * purchase e-mail and an event name, then a 6-digit code e-mailed to that address; a dashboard of the
 * e-mail's own orders and the events linked to them.
 */

export {
  normalizeOrganizerEmail,
  ORGANIZER_CODE_LENGTH,
  ORGANIZER_CODE_RESEND_SECONDS,
  ORGANIZER_CODE_TRIES,
  ORGANIZER_CODE_TTL_SECONDS,
  ORGANIZER_TOKEN_LIFETIME_SECONDS,
} from '../organizer-session.js';

const emailSchema = z
  .string({ error: organizerMessages.ORGANIZER_FIELDS_REQUIRED })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, organizerMessages.ORGANIZER_FIELDS_REQUIRED),
    z.maxLength(254, organizerMessages.ORGANIZER_EMAIL_INVALID),
    z.email(organizerMessages.ORGANIZER_EMAIL_INVALID),
  );

/** POST /api/organizer/auth/code — step 1. */
export const organizerCodeRequestSchema = z.object({
  email: emailSchema,
  /** Part of the event's title (case-insensitive, trimmed). */
  eventName: z
    .string({ error: organizerMessages.ORGANIZER_FIELDS_REQUIRED })
    .check(z.trim(), z.minLength(1, organizerMessages.ORGANIZER_FIELDS_REQUIRED), z.maxLength(200, organizerMessages.ORGANIZER_FIELDS_REQUIRED)),
  /** The language of the sign-in screen: the code's e-mail is written in it (English when absent). */
  locale: z.optional(localeSchema),
});
export type OrganizerCodeRequest = z.input<typeof organizerCodeRequestSchema>;

/** The same answer whether or not a code was sent. */
export const organizerCodeResponseSchema = z.object({
  message: z.string(),
  /** The code step may offer "Send a new code" after this many seconds. */
  resendAfterSeconds: z.int(),
  /** A code is valid this long. */
  expiresInSeconds: z.int(),
});
export type OrganizerCodeResponse = z.infer<typeof organizerCodeResponseSchema>;

/** POST /api/organizer/auth/login — step 2. */
export const organizerSignInRequestSchema = z.object({
  email: emailSchema,
  code: z.string({ error: organizerMessages.ORGANIZER_CODE_FORMAT }).check(z.trim(), z.regex(/^\d{6}$/, organizerMessages.ORGANIZER_CODE_FORMAT)),
});
export type OrganizerSignInRequest = z.input<typeof organizerSignInRequestSchema>;

export const organizerSchema = z.object({ email: z.string() });
export type Organizer = z.infer<typeof organizerSchema>;

export const organizerSignInResponseSchema = z.object({
  /** Bearer token for the organizer routes (audience candid:organizer). */
  token: z.string(),
  organizer: organizerSchema,
  /** ISO time the token stops being accepted. */
  expiresAt: z.string(),
});
export type OrganizerSignInResponse = z.infer<typeof organizerSignInResponseSchema>;

/** GET /api/organizer/auth/verify */
export const organizerVerifyResponseSchema = z.object({ organizer: organizerSchema });
export type OrganizerVerifyResponse = z.infer<typeof organizerVerifyResponseSchema>;

/** One order in the organizer's view. Amounts in minor units of `currency`; `ronTotal` in RON minor units. */
export const organizerOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  orderType: z.enum(ORDER_TYPES),
  productType: z.enum(ORDER_PRODUCT_TYPES),
  /** What was bought (its name comes from these: shared/orders/order-label.ts). */
  lines: z.array(orderLineSchema),
  status: z.enum(ORDER_STATUSES),
  totalAmount: z.int(),
  currency: z.enum(ORDER_CURRENCIES),
  ronTotal: z.int(),
  eventTitle: z.string(),
  /** The event it belongs to, when linked (pre_event) or made from (post_event). */
  eventCode: z.optional(z.string()),
  createdAt: z.string(),
  /** Set while the order waits for payment and its current session's payment failed (the order page offers to pay again). */
  paymentFailedAt: z.optional(z.string()),
  /** The raw archive's download link once built (issue 28.6): the organizer is the buyer (signed in by the order's e-mail). */
  downloadUrl: z.optional(z.string()),
  /** A several-part archive's links, part 1 first (downloadUrl is part 1); absent: one part. */
  downloadParts: z.optional(z.array(z.string())),
  /**
   * The order's view key (issue #29.4): the portal links the order number to /order/{number}?v=<key>, the
   * full view without Cancel, as the order e-mails sent to the same address do.
   */
  viewKey: z.string(),
});
export type OrganizerOrder = z.infer<typeof organizerOrderSchema>;

export const organizerEventSchema = z.object({
  id: z.string(),
  code: z.string(),
  title: z.string(),
  status: z.enum(EVENT_STATUSES),
  createdAt: z.string(),
  galleryExpiresAt: z.string(),
  package: z.optional(eventPackageSchema),
  /** A gallery extension can be bought now (the event has a package and its gallery has not expired). */
  canExtendGallery: z.boolean(),
  /** totalSpent: RON minor units, the paid orders' ronTotal less their refunds so far. */
  stats: z.object({ participants: z.int(), photos: z.int(), orders: z.int(), totalSpent: z.int() }),
  /** This e-mail's orders for the event, newest first. */
  orders: z.array(organizerOrderSchema),
});
export type OrganizerEvent = z.infer<typeof organizerEventSchema>;

export const organizerSummarySchema = z.object({
  totalEvents: z.int(),
  activeEvents: z.int(),
  completedEvents: z.int(),
  totalOrders: z.int(),
  /** RON minor units (bani), the paid orders' ronTotal less their refunds so far, summed. */
  totalSpent: z.int(),
});
export type OrganizerSummary = z.infer<typeof organizerSummarySchema>;

/** GET /api/organizer/events (the spec's `{data {summary, events, unlinkedOrders}}`). */
export const organizerDashboardResponseSchema = z.object({
  data: z.object({
    summary: organizerSummarySchema,
    /** Newest first. */
    events: z.array(organizerEventSchema),
    /** Paid pre_event orders not yet linked to an event (linkable with organizerLinkOrder). */
    unlinkedOrders: z.array(organizerOrderSchema),
    /** The rest of this e-mail's non-pending orders: bought from another's gallery, or a package refunded/cancelled. */
    otherOrders: z.array(organizerOrderSchema),
  }),
});
export type OrganizerDashboardResponse = z.infer<typeof organizerDashboardResponseSchema>;

/**
 * POST /api/organizer/events/{code}/manage. signOutOtherPhones: every credential with creator rights issued
 * before (a lost phone's, another device's) stops working, the event's live wall links with them, and the
 * answer is this phone's new one.
 */
export const organizerManageEventRequestSchema = z.object({ signOutOtherPhones: z.optional(z.boolean()) });
export type OrganizerManageEventRequest = z.input<typeof organizerManageEventRequestSchema>;
/**
 * The event's creator credential (as POST /api/events answers it); after signOutOtherPhones also this phone's
 * new portal session: the organizer's portal sessions on every other phone ended with the sign-out.
 */
export const organizerManageEventResponseSchema = z.extend(createEventResponseSchema, {
  organizerSession: z.optional(z.object({ token: z.string(), expiresAt: z.string() })),
  /** After signOutOtherPhones: whether the event's live wall links were revoked too (false: revoke them on the event's screen). */
  wallLinksRevoked: z.optional(z.boolean()),
});
export type OrganizerManageEventResponse = z.infer<typeof organizerManageEventResponseSchema>;

/** POST /api/organizer/orders/{orderId}/link */
export const organizerOrderParamsSchema = z.object({ orderId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)) });
/**
 * The event to link, and its creator credential as this phone holds it (web creatorStore): one package per
 * event, so the organizer's events (already linked) cannot take another order, and an event with no order yet
 * is not theirs until they show they created it.
 */
export const organizerLinkOrderRequestSchema = z.object({
  eventCode: eventCodeSchema,
  creatorToken: z.string().check(z.minLength(1), z.maxLength(2000)),
});
export type OrganizerLinkOrderRequest = z.input<typeof organizerLinkOrderRequestSchema>;
export const organizerLinkOrderResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ orderId: z.string(), eventId: z.string(), eventCode: z.string() }),
});
export type OrganizerLinkOrderResponse = z.infer<typeof organizerLinkOrderResponseSchema>;

/** POST /api/organizer/events/{code}/gallery-extension */
export const GALLERY_EXTENSION_DAYS = [7, 30] as const;
export const organizerGalleryExtensionRequestSchema = z.object({
  days: z.union(GALLERY_EXTENSION_DAYS.map((d) => z.literal(d))),
  /** From GET /api/geo, as for POST /api/orders: prices in the token's country (DESIGN 15). */
  geoToken: z.string().check(z.minLength(1), z.maxLength(2000)),
  /** The language of the organizer's dashboard: the extension order's e-mails are written in it (English when absent). */
  locale: z.optional(localeSchema),
});
export type OrganizerGalleryExtensionRequest = z.input<typeof organizerGalleryExtensionRequestSchema>;
