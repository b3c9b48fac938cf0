import * as z from 'zod/mini';
import { commerceMessages } from '../commerce-messages.js';
import { guestMessages } from '../guest-messages.js';
import { ORDER_CURRENCIES, ORDER_PRODUCT_TYPES, ORDER_TYPES } from '../orders/order-kinds.js';
import { ORDER_STATUSES } from '../orders/order-status.js';
import { ADD_ON_IDS } from '../pricing/add-ons.js';
import { EVENT_SIZES, EVENT_TYPES } from '../pricing/packages.js';
import { BUNDLE_PHOTOS, COMBO_IDS, COMBO_PRINTS, PRINT_SIZES } from '../pricing/post-event.js';
import { ULID_PATTERN } from '../rules/ulid.js';
import { eventCodeSchema, isoDateTimeSchema } from './common.js';
import { localeSchema } from './locale.js';

/**
 * The guest and commerce texts, not the union of messages.ts: the web imports this schema, and the union would
 * carry the staff and organizer catalogues into the guest entry's boot chunk.
 */
const messages = { ...guestMessages, ...commerceMessages } as const;

/**
 * Orders (commerce spec sections 3 and 7). Every amount is an integer in minor units (bani, cents) of the
 * order's currency; the server computes them and only compares what a client sends. Product names are
 * shared/pricing's (create-order.ts maps the body onto its ProductSelection).
 */
export { ORDER_CURRENCIES, ORDER_PRODUCT_TYPES, ORDER_TYPES } from '../orders/order-kinds.js';

const TEXT_MAX = 200;
const text = (required: string) => z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(TEXT_MAX, messages.ORDER_TEXT_TOO_LONG));
const optionalText = () => z.optional(z.string().check(z.trim(), z.maxLength(TEXT_MAX, messages.ORDER_TEXT_TOO_LONG)));
const minorUnits = z.int().check(z.gte(0), z.lte(100_000_000));

export const shippingAddressSchema = z.object({
  street: text(messages.SHIPPING_ADDRESS_REQUIRED),
  city: text(messages.SHIPPING_ADDRESS_REQUIRED),
  postalCode: text(messages.SHIPPING_ADDRESS_REQUIRED),
  country: optionalText(),
});
export type ShippingAddress = z.output<typeof shippingAddressSchema>;

export const customerInfoSchema = z.object({
  name: text(messages.CUSTOMER_NAME_REQUIRED),
  email: z.string({ error: messages.CUSTOMER_EMAIL_INVALID }).check(z.trim(), z.toLowerCase(), z.maxLength(254, messages.CUSTOMER_EMAIL_INVALID), z.email(messages.CUSTOMER_EMAIL_INVALID)),
  address: z.optional(shippingAddressSchema),
});

export const productDetailsSchema = z.object({
  eventType: z.enum(EVENT_TYPES),
  eventSize: z.enum(EVENT_SIZES),
  /** Spec section 5: raised to 1000, step 100, non-numeric → 1000 — the price list normalizes it. */
  customAttendees: z.optional(z.number().check(z.gte(0), z.lte(1_000_000))),
  selectedAddOns: z._default(z.array(z.enum(ADD_ON_IDS)).check(z.maxLength(ADD_ON_IDS.length)), []),
});

/** Free-form context the client keeps with the order (spec: eventName, eventDate, organizerName). */
const METADATA_MAX_KEYS = 20;
const metadataSchema = z
  .record(z.string().check(z.maxLength(40)), z.union([z.string().check(z.maxLength(500)), z.number(), z.boolean(), z.null()]))
  .check(z.refine((m) => Object.keys(m).length <= METADATA_MAX_KEYS, messages.VALIDATION_FAILED))
  // The key limit is a refine (zod has no maxProperties): the OpenAPI document states it all the same.
  .register(z.globalRegistry, { maxProperties: METADATA_MAX_KEYS });

const ships = (productType: string): boolean => productType === 'prints_bundle' || productType === 'combo';

/** How many prints the product makes: the bundle's count, or the combo's bundle (DESIGN 15). */
export const printCountOf = (o: { productType: string; bundleType?: number; comboType?: (typeof COMBO_IDS)[number] }): number =>
  o.productType === 'prints_bundle' ? (o.bundleType ?? 0) : o.productType === 'combo' && o.comboType ? COMBO_PRINTS[o.comboType] : 0;

/**
 * POST /api/orders: the spec's pre_event body (section 3) plus `geoToken` (DESIGN 15: prices in the token's
 * country), and the post_event body (raw archive, a prints bundle or a combo for an event code).
 */
export const createOrderRequestSchema = z
  .object({
    orderType: z.enum(ORDER_TYPES),
    productType: z.enum(ORDER_PRODUCT_TYPES),
    eventTitle: optionalText(),
    /** pre_event: the planned event's date (YYYY-MM-DD). */
    eventDate: z.optional(z.iso.date()),
    /** post_event: the event the products are made from. */
    eventCode: z.optional(eventCodeSchema),
    productDetails: z.optional(productDetailsSchema),
    /** prints_bundle: photos in the bundle and their print size. */
    bundleType: z.optional(z.union(BUNDLE_PHOTOS.map((n) => z.literal(n)))),
    printSize: z.optional(z.enum(PRINT_SIZES)),
    comboType: z.optional(z.enum(COMBO_IDS)),
    /** Prints (bundle or combo): the photos to print, at most the bundle's count, each once (issue #16). */
    photoIds: z.optional(z.array(z.string().check(z.regex(ULID_PATTERN, messages.VALIDATION_FAILED))).check(z.maxLength(Math.max(...BUNDLE_PHOTOS)))),
    customerInfo: customerInfoSchema,
    /** What the client showed the buyer; the server refuses the order when any of these disagrees with its own price. */
    subtotalAmount: z.optional(minorUnits),
    shippingCost: z.optional(minorUnits),
    totalAmount: minorUnits,
    currency: z.enum(ORDER_CURRENCIES),
    countryCode: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))),
    metadata: z.optional(metadataSchema),
    geoToken: z.string().check(z.minLength(1), z.maxLength(2000)),
    /** The language the buyer ordered in: the order's e-mails are written in it (English when absent). */
    locale: z.optional(localeSchema),
    /**
     * The pending order this device made before (back from Stripe, Secure Checkout again), proven by its
     * access token in X-Order-Token: the same purchase reuses it (its number and token, no second e-mail); a
     * changed one makes a new order and cancels it.
     */
    replacesOrderId: z.optional(z.string().check(z.regex(ULID_PATTERN, messages.VALIDATION_FAILED))),
  })
  .check(
    z.superRefine((o, ctx) => {
      const need = (ok: boolean, path: string, message: string) => {
        if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
      };
      // A gallery extension is bought from the organizer portal only (its own route prices it from the event's package).
      need(o.productType !== 'gallery_extension', 'productType', messages.VALIDATION_FAILED);
      if (o.orderType === 'pre_event') {
        need(o.productDetails !== undefined, 'productDetails', messages.ORDER_PACKAGE_REQUIRED);
        need(o.eventTitle !== undefined && o.eventTitle.length > 0, 'eventTitle', messages.ORDER_EVENT_TITLE_REQUIRED);
        need(o.eventDate !== undefined, 'eventDate', messages.ORDER_EVENT_DATE_REQUIRED);
      } else {
        need(o.eventCode !== undefined, 'eventCode', messages.CODE_REQUIRED);
        if (o.productType === 'prints_bundle') need(o.bundleType !== undefined && o.printSize !== undefined, 'bundleType', messages.ORDER_BUNDLE_REQUIRED);
        if (o.productType === 'combo') need(o.comboType !== undefined, 'comboType', messages.ORDER_BUNDLE_REQUIRED);
        if (ships(o.productType)) need(o.customerInfo.address !== undefined, 'customerInfo.address', messages.SHIPPING_ADDRESS_REQUIRED);
      }
      if (o.photoIds !== undefined) {
        need(ships(o.productType) && o.orderType === 'post_event', 'photoIds', messages.VALIDATION_FAILED);
        need(o.photoIds.length <= printCountOf(o) && new Set(o.photoIds).size === o.photoIds.length, 'photoIds', messages.VALIDATION_FAILED);
      }
    }),
  );
export type CreateOrderRequest = z.input<typeof createOrderRequestSchema>;
export type CreateOrderInput = z.output<typeof createOrderRequestSchema>;

/** A priced line of an order (shared/pricing QuoteLine): its id names the product (shared/orders/order-label.ts). */
export const orderLineSchema = z.object({ id: z.string(), label: z.string(), amount: z.int() });

/** The spec's "Order response" (section 3) plus the order's country. */
export const createdOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  orderType: z.enum(ORDER_TYPES),
  eventTitle: z.string(),
  productType: z.enum(ORDER_PRODUCT_TYPES),
  subtotalAmount: z.int(),
  shippingCost: z.int(),
  totalAmount: z.int(),
  currency: z.enum(ORDER_CURRENCIES),
  countryCode: z.string(),
  status: z.enum(ORDER_STATUSES),
  customerInfo: z.object({ name: z.string(), email: z.string() }),
});

export const createOrderResponseSchema = z.object({
  success: z.literal(true),
  order: createdOrderSchema,
  /** Shown once: the order's capability (sent back in X-Order-Token); the server keeps only its hash. */
  accessToken: z.string(),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

export const orderIdOrNumberParamsSchema = z.object({ idOrNumber: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)) });
export const orderIdParamsSchema = z.object({ id: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)) });

/**
 * GET /api/orders/{idOrNumber}: the spec's customer-facing order. `access: 'public'` (no or wrong token)
 * masks name and e-mail and leaves out the address, tracking number, download link and notes (DESIGN 15).
 */
export const orderViewSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  orderType: z.enum(ORDER_TYPES),
  productType: z.enum(ORDER_PRODUCT_TYPES),
  status: z.enum(ORDER_STATUSES),
  eventTitle: z.string(),
  customerInfo: z.object({ name: z.string(), email: z.string(), address: z.optional(shippingAddressSchema) }),
  subtotalAmount: z.int(),
  shippingCost: z.int(),
  totalAmount: z.int(),
  currency: z.enum(ORDER_CURRENCIES),
  productDetails: z.optional(z.object({ eventType: z.enum(EVENT_TYPES), eventSize: z.enum(EVENT_SIZES) })),
  lines: z.array(orderLineSchema),
  notes: z.optional(z.string()),
  trackingNumber: z.optional(z.string()),
  downloadUrl: z.optional(z.string()),
  /** A several-part raw archive's links, part 1 first (downloadUrl is part 1); absent: one part. */
  downloadParts: z.optional(z.array(z.string())),
  downloadExpiresAt: z.optional(isoDateTimeSchema),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  estimatedCompletion: z.string(),
  /** Set while the order waits for payment and its current session's payment failed: the pages say so and offer to pay again. */
  paymentFailedAt: z.optional(isoDateTimeSchema),
  /** A gallery extension, once applied and while paid (full view): the gallery's new end, which its payment page names (issue #29.4); gone once refunded. */
  galleryExpiresAt: z.optional(isoDateTimeSchema),
  /** Customer action ids (shared/orders customerActions), cancel only with the token. */
  actions: z.array(z.string()),
  access: z.enum(['full', 'public']),
});
export type OrderView = z.infer<typeof orderViewSchema>;

export const orderResponseSchema = z.object({ success: z.literal(true), order: orderViewSchema });
export type OrderResponse = z.infer<typeof orderResponseSchema>;

export const historyEntrySchema = z.object({
  id: z.string(),
  from: z.nullable(z.enum(ORDER_STATUSES)),
  to: z.enum(ORDER_STATUSES),
  reason: z.string(),
  /** customer | stripe | system | admin (a staff member's id is not shown to customers). */
  actor: z.string(),
  at: isoDateTimeSchema,
});
export const statusHistoryResponseSchema = z.object({
  /** Newest first. */
  history: z.array(historyEntrySchema),
  summary: z.object({
    totalEvents: z.int(),
    firstEvent: z.nullable(isoDateTimeSchema),
    lastEvent: z.nullable(isoDateTimeSchema),
    currentStatusSince: z.nullable(isoDateTimeSchema),
  }),
});
export type StatusHistoryResponse = z.infer<typeof statusHistoryResponseSchema>;

export const updateOrderQuerySchema = z.object({ action: z.literal('update', { error: messages.ORDER_ACTION_INVALID }) });
/** PUT /api/orders?action=update, customer cancel (spec section 7): status cancelled, metadata carried through. */
export const updateOrderRequestSchema = z.object({
  orderId: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  status: z.enum(ORDER_STATUSES),
  metadata: z.optional(metadataSchema),
});
export type UpdateOrderRequest = z.input<typeof updateOrderRequestSchema>;
