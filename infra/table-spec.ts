/**
 * The single table's shape, read by the CDK data construct and by the local stack's DynamoDB Local
 * bootstrap, so both always agree. GSIs exist only for named access patterns (functions/core/data/README).
 */
export const tableSpec = {
  partitionKey: 'PK',
  sortKey: 'SK',
  ttlAttribute: 'ttl',
  globalSecondaryIndexes: [
    /** GSI1: items by lifecycle bucket (running events by end time, stale slots, pending orders by creation time): the jobs' due items. */
    { indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    /** GSI2: items by owner (one guest's photos, one voter's votes, one customer's orders by e-mail) and the retention job's due events. */
    { indexName: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
    /** GSI3: the ballot's shuffled ring of an event's photos (only photos have a fileName, whose tail is random). */
    { indexName: 'GSI3', partitionKey: 'eventCode', sortKey: 'fileName' },
    /** GSI4: the staff lists by creation date (LIST#EVENTS, LIST#ORDERS; GSI4SK = createdAt#id). Added alone: AWS adds one GSI per table update. */
    { indexName: 'GSI4', partitionKey: 'GSI4PK', sortKey: 'GSI4SK' },
  ],
} as const;
