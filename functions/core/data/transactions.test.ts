import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { namedTransaction } from './transactions.js';

const cancelled = (codes: string[]) =>
  new TransactionCanceledException({
    message: 'cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code, ...(Code === 'ConditionalCheckFailed' ? { Item: { status: { S: 'completed' } } } : {}) })),
  });

describe('namedTransaction', () => {
  it('writes the named items in order and skips the ones left out', () => {
    const tx = namedTransaction({
      seat: { ConditionCheck: { TableName: 't', Key: { PK: 'a' }, ConditionExpression: 'x' } },
      ban: undefined,
      person: { Put: { TableName: 't', Item: { PK: 'b' } } },
    });
    expect(tx.items.map((i) => Object.keys(i)[0])).toEqual(['ConditionCheck', 'Put']);
  });

  it('reads cancellation reasons by name, positions matched to the items actually written', () => {
    const tx = namedTransaction({
      seat: { ConditionCheck: { TableName: 't', Key: { PK: 'a' }, ConditionExpression: 'x' } },
      ban: undefined,
      person: { Put: { TableName: 't', Item: { PK: 'b' } } },
    });
    const why = tx.reasons(cancelled(['None', 'ConditionalCheckFailed']));
    expect(why?.seat?.failed).toBe(false);
    expect(why?.person).toMatchObject({ failed: true, code: 'ConditionalCheckFailed', item: { status: 'completed' } });
    expect(why?.ban).toBeUndefined();
  });

  it('is undefined for anything but a cancelled transaction', () => {
    const tx = namedTransaction({ one: { Put: { TableName: 't', Item: { PK: 'b' } } } });
    expect(tx.reasons(new Error('network'))).toBeUndefined();
  });
});
