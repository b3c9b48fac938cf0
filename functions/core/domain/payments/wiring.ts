import { now } from '../../clock.js';
import { getEventItem } from '../../data/event-item.js';
import { getOrderItem, type OrderItem } from '../../data/order-item.js';
import { clearRefundDue, refundDuePut } from '../../data/refund-due-item.js';
import { DomainError } from '../../errors.js';
import { log } from '../../log.js';
import type { OrderEmailOrder } from '../../email/send-order-email.js';
import { getPaymentGateway } from '../../payments/stripe-gateway.js';
import { recordOrderEventFacts, recordOrderFacts, recordOrderRefund, transitionOrder } from '../orders/transition-order.js';
import type { PaymentDeps, PaymentOrder } from './ports.js';

/** What the e-mail templates read, from the order. */
const toEmailOrder = (o: PaymentOrder): OrderEmailOrder => ({
  id: o.id,
  orderNumber: o.orderNumber,
  customer: { name: o.customerInfo.name, email: o.customerInfo.email },
  productType: o.productType,
  orderType: o.orderType,
  lines: o.lines,
  eventTitle: o.eventTitle,
  total: o.totalAmount,
  currency: o.currency,
  locale: o.locale,
});

const effects = () => import('./payment-effects.js');

/** The stored order is the payment domain's order (orderItemSchema declares every field payments writes). */
const asPaymentOrder = (item: OrderItem): PaymentOrder => item;

/**
 * The payment domain bound to the real modules: the orders domain's transitions (one transaction with the
 * history and the Stripe event's dedupe item), the e-mail sender (deduped per order and template), Stripe,
 * the clock and the logger. Stripe, the sender and the seams load on first use: checkout and the payment
 * confirmation send no mail and fulfil nothing on most of their requests; the webhook, which does on its
 * payment events, pays for the import once per container. The sender and the seams are one module
 * (payment-effects.ts), so one import loads them all.
 */
export const paymentDeps: PaymentDeps = {
  orders: {
    get: async (orderId) => {
      const item = await getOrderItem(orderId);
      return item ? asPaymentOrder(item) : undefined;
    },
    transition: async ({ owesRefund, ...input }) => {
      const r = await transitionOrder(owesRefund ? { ...input, alongside: { refundDue: refundDuePut(input.orderId, now()) } } : input);
      // A claim is only made for the template asked for (input.emailClaim, one of payments' e-mails).
      const emailClaim = r.emailClaim && input.emailClaim ? { template: input.emailClaim, claimToken: r.emailClaim.claimToken } : undefined;
      return { order: asPaymentOrder(r.order), changed: r.changed, ...(emailClaim ? { emailClaim } : {}) };
    },
    record: async ({ stripeEventId, ...input }) => {
      if (stripeEventId) return recordOrderEventFacts({ ...input, stripeEventId });
      await recordOrderFacts(input);
      return { changed: true };
    },
    // The order payments hold is the stored item (asPaymentOrder): handed back as the read it was.
    recordRefund: ({ order, ...input }) => recordOrderRefund({ ...input, orderId: order.id, read: order as OrderItem }),
    isConflict: (err) => err instanceof DomainError && err.code === 'ORDER_STATUS_CONFLICT',
    linkedEventStatus: async (eventCode) => (await getEventItem(eventCode))?.status,
    refundAnswered: clearRefundDue,
  },
  mailer: {
    send: async (template, order, claim) => {
      // The webhook holds no access token (only its hash is stored): the e-mail's link carries a view key instead.
      const claimToken = claim?.template === template ? claim.claimToken : undefined;
      // Each failed session is its own e-mail: a second attempt that fails is mailed too.
      const dedupeKey = template === 'payment-failed' ? order.paymentFailure?.sessionId : undefined;
      const { sendOrderEmail } = await effects();
      await sendOrderEmail({ template, order: toEmailOrder(order), claimToken, dedupeKey });
    },
  },
  gateway: getPaymentGateway,
  seams: {
    // Starts the archive job (async invoke; idempotent: a redelivered event within 10 minutes starts nothing more).
    requestArchive: async (order) => {
      const { requestArchiveBuild } = await effects();
      await requestArchiveBuild(order.id);
    },
    keepPrintPhotos: async (order) => {
      const { keepPhotosForPrints } = await effects();
      await keepPhotosForPrints(order);
    },
    extendGallery: async (order) => {
      const { applyGalleryExtension } = await effects();
      await applyGalleryExtension(order.id);
    },
    withdrawPaidFeatures: async (order) => {
      const { withdrawPaidFeatures } = await effects();
      await withdrawPaidFeatures(order.id);
    },
  },
  now,
  log,
};
