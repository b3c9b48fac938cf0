import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type GlobalSecondaryIndex,
} from '@aws-sdk/client-dynamodb';
import { tableSpec } from '../table-spec.js';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './env.js';

/**
 * Creates the single table from infra/table-spec.ts (the same spec the CDK data construct reads),
 * or brings an existing local table up to date (stream, TTL, GSIs added to the spec later), so a
 * kept `.data/` folder survives spec changes without `--reset`.
 */
export const dynamoClient = (endpoint: string): DynamoDBClient =>
  new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });

const gsiDefinition = (g: (typeof tableSpec.globalSecondaryIndexes)[number]): GlobalSecondaryIndex => ({
  IndexName: g.indexName,
  KeySchema: [
    { AttributeName: g.partitionKey, KeyType: 'HASH' },
    { AttributeName: g.sortKey, KeyType: 'RANGE' },
  ],
  Projection: { ProjectionType: 'ALL' },
});

const attributeNames = (): string[] => [
  ...new Set([
    tableSpec.partitionKey,
    tableSpec.sortKey,
    ...tableSpec.globalSecondaryIndexes.flatMap((g) => [g.partitionKey, g.sortKey]),
  ]),
];

/** Returns the table's latest stream ARN. */
export const ensureTable = async (endpoint: string, tableName: string): Promise<string> => {
  const db = dynamoClient(endpoint);
  try {
    let table = await db
      .send(new DescribeTableCommand({ TableName: tableName }))
      .then((r) => r.Table)
      .catch((err: unknown) => {
        if (err instanceof ResourceNotFoundException) return undefined;
        throw err;
      });
    if (!table) {
      table = (
        await db.send(
          new CreateTableCommand({
            TableName: tableName,
            BillingMode: 'PAY_PER_REQUEST',
            AttributeDefinitions: attributeNames().map((n) => ({ AttributeName: n, AttributeType: 'S' })),
            KeySchema: [
              { AttributeName: tableSpec.partitionKey, KeyType: 'HASH' },
              { AttributeName: tableSpec.sortKey, KeyType: 'RANGE' },
            ],
            GlobalSecondaryIndexes: tableSpec.globalSecondaryIndexes.map(gsiDefinition),
            StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
          }),
        )
      ).TableDescription;
    } else {
      if (!table.StreamSpecification?.StreamEnabled) {
        table = (
          await db.send(
            new UpdateTableCommand({
              TableName: tableName,
              StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
            }),
          )
        ).TableDescription;
      }
      const existing = new Set((table?.GlobalSecondaryIndexes ?? []).map((g) => g.IndexName));
      for (const g of tableSpec.globalSecondaryIndexes.filter((x) => !existing.has(x.indexName))) {
        table = (
          await db.send(
            new UpdateTableCommand({
              TableName: tableName,
              AttributeDefinitions: attributeNames().map((n) => ({ AttributeName: n, AttributeType: 'S' })),
              GlobalSecondaryIndexUpdates: [{ Create: gsiDefinition(g) }],
            }),
          )
        ).TableDescription;
      }
    }
    const ttl = await db.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
    if (ttl.TimeToLiveDescription?.TimeToLiveStatus !== 'ENABLED') {
      await db.send(
        new UpdateTimeToLiveCommand({
          TableName: tableName,
          TimeToLiveSpecification: { Enabled: true, AttributeName: tableSpec.ttlAttribute },
        }),
      );
    }
    const arn = table?.LatestStreamArn;
    if (!arn) throw new Error(`Table ${tableName} has no stream`);
    return arn;
  } finally {
    db.destroy();
  }
};
