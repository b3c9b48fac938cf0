import { BatchGetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { now } from '../../clock.js';
import { eventItemSchema, type EventItem } from '../../data/event-item.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { DomainError, notFound } from '../../errors.js';

/**
 * Guessing event codes is the one way into an event without being invited, so unknown codes are counted
 * per client in 5-minute windows: after 5 misses answers slow down, from 15 on every lookup from that
 * client is refused until the window passes — found codes included, or enumeration would still pay off.
 * A guest who mistypes a code twice never notices.
 */
export const MISS_WINDOW_MS = 5 * 60_000;
export const MISSES_BEFORE_SLOWING = 5;
export const MISSES_BEFORE_REFUSING = 15;
const SLOWDOWN_STEP_MS = 250;
const SLOWDOWN_MAX_MS = 2000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The event with this code, read in the same call as the client's miss counter. */
export const lookupEventGuarded = async (code: string, client: string): Promise<EventItem> => {
  const at = now().getTime();
  const windowStart = Math.floor(at / MISS_WINDOW_MS) * MISS_WINDOW_MS;
  const rateKey = keys.rate('code-miss', client, windowStart);
  const table = tableName();
  const got = await ddb.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: [keys.event(code), rateKey], ConsistentRead: true } } }));
  const items = got.Responses?.[table] ?? [];
  const misses = Number(items.find((i) => i.PK === rateKey.PK)?.count ?? 0);
  if (misses >= MISSES_BEFORE_REFUSING) throw new DomainError('RATE_LIMITED', 429, `client ${client} refused after ${misses} misses`);
  const event = items.find((i) => i.SK === 'META');
  if (event) return eventItemSchema.parse(event);

  const out = await ddb.send(
    new UpdateCommand({
      TableName: table,
      Key: rateKey,
      UpdateExpression: 'ADD #count :one SET #ttl = :ttl',
      ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':one': 1, ':ttl': Math.floor((windowStart + 2 * MISS_WINDOW_MS) / 1000) },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const count = Number(out.Attributes?.count ?? 1);
  if (count > MISSES_BEFORE_SLOWING) await sleep(Math.min(SLOWDOWN_MAX_MS, (count - MISSES_BEFORE_SLOWING) * SLOWDOWN_STEP_MS));
  if (count >= MISSES_BEFORE_REFUSING) throw new DomainError('RATE_LIMITED', 429, `client ${client} reached ${count} misses`);
  throw notFound('EVENT_NOT_FOUND', code);
};
