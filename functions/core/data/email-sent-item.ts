import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ItemKey } from './table.js';
import { ddb, tableName } from './table.js';

/**
 * One item per (order, e-mail template) that was sent or is being sent: the conditional put of this item
 * is the e-mail's dedupe (DESIGN section 15), so a webhook redelivery or a job retry never mails twice.
 * Kept a year (ttl), longer than any retry or redelivery window.
 *
 * The claim is made either on its own (claimEmailSend) or inside the transaction of the order change that
 * causes the e-mail (transitionOrder's `emailClaim`, the same item and condition). The provider's message
 * id is logged, not written back: the item's presence is the answer to "was it sent (or being sent)?".
 *
 * | access pattern                       | key condition                                        | index |
 * | claim an order e-mail (dedupe)       | Put EMAIL#<orderId>#<template> / EMAIL if absent      | table |
 * | … once per failed session            | Put EMAIL#<orderId>#payment-failed#<sessionId> / EMAIL | table |
 * | release it when sending failed       | Delete … if claimToken = mine                         | table |
 */
export const EMAIL_SENT_TTL_SECONDS = 365 * 24 * 60 * 60;

export const emailSentKey = (orderId: string, template: string) => ({ PK: `EMAIL#${orderId}#${template}`, SK: 'EMAIL' as const }) satisfies ItemKey;

const isConditionFailed = (err: unknown): boolean => (err as { name?: string }).name === 'ConditionalCheckFailedException';

/** The claim item: whoever writes it (conditional on its absence) owns the send, under `claimToken`. */
export const emailClaimItem = (orderId: string, template: string, claimToken: string, nowMs: number) => ({
  ...emailSentKey(orderId, template),
  entity: 'email-sent' as const,
  orderId,
  template,
  claimToken,
  claimedAt: new Date(nowMs).toISOString(),
  ttl: Math.floor(nowMs / 1000) + EMAIL_SENT_TTL_SECONDS,
});

/** The claim's condition: only the first writer succeeds. */
export const EMAIL_CLAIM_CONDITION = 'attribute_not_exists(PK)';

/** True when this caller now owns the send; false when it was sent (or is being sent) already. */
export const claimEmailSend = async (orderId: string, template: string, claimToken: string, nowMs: number): Promise<boolean> => {
  try {
    await ddb.send(new PutCommand({ TableName: tableName(), Item: emailClaimItem(orderId, template, claimToken, nowMs), ConditionExpression: EMAIL_CLAIM_CONDITION }));
    return true;
  } catch (err) {
    if (isConditionFailed(err)) return false;
    throw err;
  }
};

/** Gives the claim back after a failed send so a retry can send; only our own claim (never another's). */
export const releaseEmailSend = async (orderId: string, template: string, claimToken: string): Promise<void> => {
  try {
    await ddb.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: emailSentKey(orderId, template),
        ConditionExpression: 'claimToken = :c',
        ExpressionAttributeValues: { ':c': claimToken },
      }),
    );
  } catch (err) {
    if (!isConditionFailed(err)) throw err;
  }
};
