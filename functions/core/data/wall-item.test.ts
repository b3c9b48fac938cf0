import { DeleteCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteWallLinks } from './wall-item.js';

const ddbMock = mockClient(DynamoDBDocumentClient);

beforeAll(() => {
  process.env.TABLE_NAME = 'candid-test';
});
beforeEach(() => ddbMock.reset());

describe('deleteWallLinks (revoke, "Sign out other phones")', () => {
  it('finds the links with a strongly consistent read, so one saved a moment before is deleted too, and deletes each', async () => {
    ddbMock.on(QueryCommand).resolves({ Items: [{ wallId: 'w1' }, { wallId: 'w2' }] });
    ddbMock.on(DeleteCommand).resolves({});
    expect(await deleteWallLinks('AB12CD')).toEqual(['w1', 'w2']);
    const query = ddbMock.commandCalls(QueryCommand)[0]?.args[0].input;
    expect(query).toMatchObject({ ConsistentRead: true, ExpressionAttributeValues: { ':pk': 'EVENT#AB12CD' } });
    expect(query?.IndexName).toBeUndefined();
    expect(ddbMock.commandCalls(DeleteCommand)).toHaveLength(2);
  });
});
