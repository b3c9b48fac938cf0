import * as z from 'zod/mini';
import { MAX_PARTICIPANTS_MIN } from '../event-settings.js';
import { commerceMessages } from '../commerce-messages.js';
import { guestMessages } from '../guest-messages.js';
import { CUSTOM_ATTENDEES_MAX } from '../pricing/attendees.js';

/**
 * The guest and commerce texts, not the union of messages.ts: the web imports this schema, and the union would
 * carry the staff and organizer catalogues into the guest entry's boot chunk.
 */
const messages = { ...guestMessages, ...commerceMessages } as const;

export { eventPackageSchema, type EventPackage } from './event-package.js';

/**
 * POST /api/link-order (event-flow spec section 7: `{orderId, eventId, customerEmail}`), sent by the device
 * that created the event (creator credential) and holds the order (X-Order-Token). `maxParticipants` is ours:
 * Max Guests above 500 that the package allows (large, custom), which the create call cannot carry.
 */
export const linkOrderRequestSchema = z.object({
  orderId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  eventId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  customerEmail: z.string({ error: messages.ORDER_EMAIL_MISMATCH }).check(z.trim(), z.minLength(1, messages.ORDER_EMAIL_MISMATCH), z.maxLength(254)),
  maxParticipants: z.optional(
    z.int({ error: messages.MAX_GUESTS_RANGE }).check(z.gte(MAX_PARTICIPANTS_MIN, messages.MAX_GUESTS_RANGE), z.lte(CUSTOM_ATTENDEES_MAX, messages.MAX_GUESTS_RANGE)),
  ),
});
export type LinkOrderRequest = z.input<typeof linkOrderRequestSchema>;

export const linkOrderResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ orderId: z.string(), eventId: z.string() }),
});
export type LinkOrderResponse = z.infer<typeof linkOrderResponseSchema>;
