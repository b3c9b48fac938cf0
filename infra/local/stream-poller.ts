import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record,
  type Shard,
  type ShardIteratorType,
} from '@aws-sdk/client-dynamodb-streams';
import { PutItemCommand } from '@aws-sdk/client-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './env.js';
import { dynamoClient } from './table.js';
import type { HandlerLoader } from './handler-loader.js';

/**
 * The local stand-in for Lambda's DynamoDB stream event source mapping: reads every open shard of the
 * table's stream and hands each GetRecords batch (≤ 100 records, shard order kept) to every stream
 * handler, as one DynamoDBStreamEvent. Starts at LATEST (like a mapping created now); shards that appear
 * later are read from TRIM_HORIZON so nothing written to them is missed. Unlike Lambda, a failing batch
 * is logged and skipped rather than retried, so one bad record cannot stall the local stack.
 */
export interface StreamPollerOptions {
  endpoint: string;
  streamArn: string;
  loader: HandlerLoader;
  handlers: readonly string[];
  /** Delay between polls of one shard (default 100 ms: new photos should show within a second). */
  pollMs?: number;
  batchSize?: number;
  quiet?: boolean;
}

export interface StreamPoller {
  /**
   * Resolves once every record written to the table before the call has been handed to the stream handlers (and
   * they have finished with it): a marker item is written and waited for, since a shard delivers in order. For
   * tests that read figures the stream keeps (POST /__test__/streams/settle): an event to wait on, not a sleep.
   */
  settle(timeoutMs?: number): Promise<boolean>;
  stop(): Promise<void>;
}

interface ShardState {
  iterator?: string;
  lastSequence?: string;
}

/** A stream record as Lambda delivers it (exported for tests that feed a stream handler themselves). */
export const toLambdaRecord = (r: _Record, streamArn: string): DynamoDBRecord =>
  ({
    eventID: r.eventID,
    eventName: r.eventName,
    eventVersion: r.eventVersion ?? '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: r.awsRegion ?? LOCAL_REGION,
    dynamodb: {
      ...r.dynamodb,
      // Lambda delivers epoch seconds; the SDK parsed it to a Date.
      ApproximateCreationDateTime: r.dynamodb?.ApproximateCreationDateTime
        ? Math.floor(r.dynamodb.ApproximateCreationDateTime.getTime() / 1000)
        : undefined,
    },
    eventSourceARN: streamArn,
    ...(r.userIdentity ? { userIdentity: r.userIdentity } : {}),
  }) as DynamoDBRecord;

/** arn:aws:dynamodb:<region>:<account>:table/<name>/stream/<label> → <name>. */
const tableOfStream = (streamArn: string): string => {
  const name = /:table\/([^/]+)\/stream\//.exec(streamArn)?.[1];
  if (!name) throw new Error(`not a table stream ARN: ${streamArn}`);
  return name;
};

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export const startStreamPoller = async (opts: StreamPollerOptions): Promise<StreamPoller> => {
  const client = new DynamoDBStreamsClient({ endpoint: opts.endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  const pollMs = opts.pollMs ?? 100;
  const shards = new Map<string, ShardState>();
  let stopped = false;
  /** settle() calls waiting for their marker's record, by the marker's PK. */
  const markers = new Map<string, () => void>();

  const listShards = async (): Promise<Shard[]> => {
    const all: Shard[] = [];
    let start: string | undefined;
    do {
      const out = await client.send(new DescribeStreamCommand({ StreamArn: opts.streamArn, ExclusiveStartShardId: start }));
      all.push(...(out.StreamDescription?.Shards ?? []));
      start = out.StreamDescription?.LastEvaluatedShardId;
    } while (start);
    return all;
  };

  const iteratorFor = async (shardId: string, type: ShardIteratorType, sequence?: string): Promise<string | undefined> =>
    (
      await client.send(
        new GetShardIteratorCommand({ StreamArn: opts.streamArn, ShardId: shardId, ShardIteratorType: type, SequenceNumber: sequence }),
      )
    ).ShardIterator;

  /** Picks up shards we do not follow yet; `initial` ones start at LATEST, later ones at TRIM_HORIZON. */
  const discover = async (initial: boolean): Promise<void> => {
    for (const s of await listShards()) {
      if (!s.ShardId || shards.has(s.ShardId)) continue;
      const closed = Boolean(s.SequenceNumberRange?.EndingSequenceNumber);
      if (initial && closed) {
        shards.set(s.ShardId, {}); // history from before this run: skip it
        continue;
      }
      shards.set(s.ShardId, { iterator: await iteratorFor(s.ShardId, initial ? 'LATEST' : 'TRIM_HORIZON') });
    }
  };

  const deliver = async (records: _Record[]): Promise<void> => {
    const event: DynamoDBStreamEvent = { Records: records.map((r) => toLambdaRecord(r, opts.streamArn)) };
    await Promise.all(
      opts.handlers.map((h) =>
        opts.loader.invoke(h, event, 60_000).catch((err: unknown) => console.error(`[streams] ${h} failed on a batch of ${records.length}:`, err)),
      ),
    );
  };

  const pollShard = async (id: string, state: ShardState): Promise<void> => {
    if (!state.iterator) return;
    try {
      const out = await client.send(new GetRecordsCommand({ ShardIterator: state.iterator, Limit: opts.batchSize ?? 100 }));
      state.iterator = out.NextShardIterator; // undefined once a closed shard is drained
      const records = out.Records ?? [];
      if (records.length) {
        state.lastSequence = records[records.length - 1]?.dynamodb?.SequenceNumber ?? state.lastSequence;
        await deliver(records);
        for (const r of records) {
          const pk = r.dynamodb?.Keys?.PK?.S;
          if (pk && markers.has(pk)) markers.get(pk)!();
        }
      }
    } catch (err) {
      if (stopped) return;
      // Expired or trimmed iterator, or a hiccup: resume right after the last record we delivered.
      console.error(`[streams] reading shard ${id} failed, resuming:`, err instanceof Error ? err.message : err);
      state.iterator = await (state.lastSequence
        ? iteratorFor(id, 'AFTER_SEQUENCE_NUMBER', state.lastSequence)
        : iteratorFor(id, 'LATEST')
      ).catch(() => state.iterator);
      await sleep(1000);
    }
  };

  await discover(true);
  const loop = (async () => {
    let lastDiscovery = Date.now();
    while (!stopped) {
      await Promise.all([...shards].map(([id, s]) => pollShard(id, s)));
      // New shards appear when DynamoDB rolls the stream; look for them about once a second.
      if (Date.now() - lastDiscovery > 1000) {
        lastDiscovery = Date.now();
        await discover(false).catch((err: unknown) => {
          if (!stopped) console.error('[streams] describing the stream failed:', err instanceof Error ? err.message : err);
        });
      }
      await sleep(pollMs);
    }
  })();

  const table = tableOfStream(opts.streamArn);
  const ddb = dynamoClient(opts.endpoint);
  const settle = async (timeoutMs = 30_000): Promise<boolean> => {
    const pk = `TESTMARK#${randomUUID()}`;
    let timer: NodeJS.Timeout | undefined;
    const delivered = new Promise<boolean>((resolve) => {
      markers.set(pk, () => resolve(true));
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    try {
      await ddb.send(new PutItemCommand({ TableName: table, Item: { PK: { S: pk }, SK: { S: 'MARK' }, entity: { S: 'test-marker' }, ttl: { N: String(Math.floor(Date.now() / 1000) + 3600) } } }));
      return await delivered;
    } finally {
      clearTimeout(timer);
      markers.delete(pk);
    }
  };

  return {
    settle,
    stop: async () => {
      stopped = true;
      await loop;
      client.destroy();
      ddb.destroy();
    },
  };
};
