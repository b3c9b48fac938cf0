import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderViewKeyOpens } from '../auth/order-view-key.js';
import type { OrderEmailOrder } from './templates.js';
import { sendOrderEmail } from './send-order-email.js';

const ddbMock = mockClient(DynamoDBDocumentClient);
const sesMock = mockClient(SESv2Client);
const order: OrderEmailOrder = {
  id: '01JORDER',
  orderNumber: 'CND-261124-ABCDEFGH',
  customer: { name: 'Ana', email: 'ana@example.com' },
  productType: 'raw_archive',
  orderType: 'post_event',
  total: 9900,
  currency: 'RON',
};

beforeAll(() => {
  process.env.LOG_LEVEL = 'SILENT';
  process.env.TABLE_NAME = 'candid-test';
  process.env.CANDID_EMAIL_FROM = 'Candid <orders@candid.example>';
  process.env.SITE_ORIGIN = 'https://candid.example';
  process.env.TOKEN_SECRET = 'unit-test-secret-unit-test-secret';
});
beforeEach(() => {
  ddbMock.reset();
  sesMock.reset();
});

describe('sendOrderEmail', () => {
  it('claims EMAIL#<order>#<template> with a conditional put (ttl a year) before sending, then sends once', async () => {
    ddbMock.on(PutCommand).resolves({});
    sesMock.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    expect(await sendOrderEmail({ template: 'payment-confirmed', order, accessToken: 'tok' })).toEqual({ sent: true, messageId: 'm-1' });
    const put = ddbMock.commandCalls(PutCommand)[0]?.args[0].input;
    expect(put?.ConditionExpression).toBe('attribute_not_exists(PK)');
    expect(put?.Item).toMatchObject({ PK: 'EMAIL#01JORDER#payment-confirmed', SK: 'EMAIL' });
    const ttl = put?.Item?.ttl as number;
    expect(ttl - Date.now() / 1000).toBeGreaterThan(364 * 86_400);
    const sent = sesMock.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(sent?.FromEmailAddress).toBe('Candid <orders@candid.example>');
    expect(sent?.Destination?.ToAddresses).toEqual(['ana@example.com']);
    expect(sent?.Content?.Simple?.Body?.Text?.Data).toContain('https://candid.example/order/CND-261124-ABCDEFGH?k=tok');
    // Nothing is written after the send (the message id is logged): a claim and a send, one DynamoDB call.
    expect(ddbMock.calls()).toHaveLength(1);
  });

  it('an already claimed (order, template) sends nothing', async () => {
    ddbMock.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'exists', $metadata: {} }));
    expect(await sendOrderEmail({ template: 'payment-confirmed', order })).toEqual({ sent: false, reason: 'duplicate' });
    expect(sesMock.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('a failed send gives its own claim back (conditional delete) and rethrows, so a retry can send', async () => {
    ddbMock.on(PutCommand).resolves({});
    ddbMock.on(DeleteCommand).resolves({});
    sesMock.on(SendEmailCommand).rejects(new Error('throttled'));
    await expect(sendOrderEmail({ template: 'order-received', order })).rejects.toThrow('throttled');
    const claimToken = ddbMock.commandCalls(PutCommand)[0]?.args[0].input.Item?.claimToken as string;
    const del = ddbMock.commandCalls(DeleteCommand)[0]?.args[0].input;
    expect(del?.Key).toEqual({ PK: 'EMAIL#01JORDER#order-received', SK: 'EMAIL' });
    expect(del?.ConditionExpression).toBe('claimToken = :c');
    expect(del?.ExpressionAttributeValues).toEqual({ ':c': claimToken });
  });

  it('under a claim the order transition made: no claim of its own, nothing written after sending', async () => {
    sesMock.on(SendEmailCommand).resolves({ MessageId: 'm-2' });
    expect(await sendOrderEmail({ template: 'order-refunded', order, claimToken: 'claimed-in-tx' })).toEqual({ sent: true, messageId: 'm-2' });
    expect(ddbMock.calls()).toHaveLength(0);
    expect(sesMock.commandCalls(SendEmailCommand)).toHaveLength(1);
  });

  it('under a claim the transition made, a failed send gives THAT claim back and rethrows', async () => {
    ddbMock.on(DeleteCommand).resolves({});
    sesMock.on(SendEmailCommand).rejects(new Error('throttled'));
    await expect(sendOrderEmail({ template: 'payment-confirmed', order, claimToken: 'claimed-in-tx' })).rejects.toThrow('throttled');
    expect(ddbMock.commandCalls(PutCommand)).toHaveLength(0);
    const del = ddbMock.commandCalls(DeleteCommand)[0]?.args[0].input;
    expect(del?.Key).toEqual({ PK: 'EMAIL#01JORDER#payment-confirmed', SK: 'EMAIL' });
    expect(del?.ExpressionAttributeValues).toEqual({ ':c': 'claimed-in-tx' });
  });

  /** The `?v=` key of the order link in the e-mail SES was given. */
  const viewKeyOfSent = (): string | undefined => {
    const text = sesMock.commandCalls(SendEmailCommand)[0]?.args[0].input.Content?.Simple?.Body?.Text?.Data ?? '';
    const match = /https:\/\/candid\.example\/order\/CND-261124-ABCDEFGH\?v=([^\s]+)/.exec(text);
    return match ? decodeURIComponent(match[1] ?? '') : undefined;
  };

  it.each([
    ['claimed here', undefined],
    ['under the transition’s claim', 'claimed-in-tx'],
  ])('without the access token (%s) the link carries a view key that opens this order only, and no access token', async (_path, claimToken) => {
    ddbMock.on(PutCommand).resolves({});
    sesMock.on(SendEmailCommand).resolves({ MessageId: 'm-3' });
    await sendOrderEmail({ template: 'payment-confirmed', order, claimToken });
    const key = viewKeyOfSent();
    expect(key).toBeDefined();
    expect(await orderViewKeyOpens(key, order.id)).toBe(true);
    expect(await orderViewKeyOpens(key, '01JOTHERORDER')).toBe(false);
    expect(sesMock.commandCalls(SendEmailCommand)[0]?.args[0].input.Content?.Simple?.Body?.Text?.Data).not.toContain('?k=');
  });
});
