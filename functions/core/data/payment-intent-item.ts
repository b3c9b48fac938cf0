import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName, type ItemKey } from './table.js';

/**
 * Which order a Stripe PaymentIntent paid (access pattern "order of a payment", in table.ts): refund events
 * of refunds made in the Stripe Dashboard carry no order id in their metadata, only the PaymentIntent.
 * Written once when a payment is fulfilled (an idempotent put: the same payment always names the same
 * order); kept as long as a refund can arrive (Stripe allows refunds for 180 days; a year here).
 */
export const paymentIntentKey = (paymentIntentId: string) => ({ PK: `PAYINTENT#${paymentIntentId}`, SK: 'PAYINTENT' as const }) satisfies ItemKey;

const KEEP_SECONDS = 365 * 86_400;

export const putPaymentIntentOrder = async (paymentIntentId: string, orderId: string, atMs: number): Promise<void> => {
  await ddb.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...paymentIntentKey(paymentIntentId), entity: 'payment-intent', orderId, ttl: Math.floor(atMs / 1000) + KEEP_SECONDS },
    }),
  );
};

export const getPaymentIntentOrderId = async (paymentIntentId: string): Promise<string | undefined> => {
  const out = await ddb.send(new GetCommand({ TableName: tableName(), Key: paymentIntentKey(paymentIntentId), ConsistentRead: true }));
  return typeof out.Item?.orderId === 'string' ? out.Item.orderId : undefined;
};
