import { BatchGetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { now, pause } from '../../clock.js';
import { eventItemSchema, type EventItem } from '../../data/event-item.js';
import { ddb, keys, tableName, type ItemKey } from '../../data/table.js';
import { notFound, RateLimitedError, type DomainError } from '../../errors.js';

/**
 * Guessing event codes is the one way into an event without being invited, so unknown codes are counted
 * in 5-minute windows: after 5 misses answers slow down, from 15 on every lookup is refused until the
 * window passes — found codes included, or enumeration would still pay off. A guest who mistypes a code
 * twice never notices.
 *
 * Misses count per device first (the browser's device id; without one, the address stands in for the
 * device), and per address at a much higher threshold: one guesser behind a venue's Wi-Fi locks out only
 * their own phone, while a guesser who makes up a fresh device id per guess still meets the address limit.
 */
export const MISS_WINDOW_MS = 5 * 60_000;
export const MISSES_BEFORE_SLOWING = 5;
export const MISSES_BEFORE_REFUSING = 15;
/** One address (a venue's NAT) is shared by every guest there: only a flood of misses slows or refuses it. */
export const ADDRESS_MISSES_BEFORE_SLOWING = 40;
export const ADDRESS_MISSES_BEFORE_REFUSING = 120;
const SLOWDOWN_STEP_MS = 250;
const SLOWDOWN_MAX_MS = 2000;
/** The wait before answering the n-th miss past the slowing threshold: 250 ms more each, at most 2 s. */
export const slowdownMs = (pastThreshold: number): number => Math.min(SLOWDOWN_MAX_MS, pastThreshold * SLOWDOWN_STEP_MS);

/** Who is calling, for rate limits (functions/core/http/client-key.ts reads it from the request). */
export interface RateClient {
  /** The browser's device id (shared/rules/device-id.ts), when it sent a well-formed one. */
  device?: string;
  /** The viewer's address (IPv6 by /64). */
  address: string;
}

interface Counter {
  key: { PK: string; SK: string };
  slowAfter: number;
  refuseAt: number;
}

const countersOf = (client: RateClient, windowStart: number): Counter[] => [
  {
    key: keys.rate('code-miss', client.device ? `device#${client.device}` : `addr#${client.address}`, windowStart),
    slowAfter: MISSES_BEFORE_SLOWING,
    refuseAt: MISSES_BEFORE_REFUSING,
  },
  {
    key: keys.rate('code-miss-address', client.address, windowStart),
    slowAfter: ADDRESS_MISSES_BEFORE_SLOWING,
    refuseAt: ADDRESS_MISSES_BEFORE_REFUSING,
  },
];

const describeClient = (c: RateClient): string => (c.device ? `device ${c.device} at ${c.address}` : `address ${c.address}`);

/** The event with this code, read in the same call as the client's miss counters. */
export const lookupEventGuarded = async (code: string, client: RateClient): Promise<EventItem> =>
  eventItemSchema().parse(await lookupGuarded(keys.event(code), client, () => notFound('EVENT_NOT_FOUND', code)));

/**
 * The item under `key`, read in the same call as the client's miss counters; a miss counts against the
 * client and answers `missing()`. Event codes and order numbers share the counters: one guessing budget.
 */
export const lookupGuarded = async (key: ItemKey, client: RateClient, missing: () => DomainError): Promise<Record<string, unknown>> => {
  const at = now().getTime();
  const windowStart = Math.floor(at / MISS_WINDOW_MS) * MISS_WINDOW_MS;
  const retryAfter = Math.max(1, Math.ceil((windowStart + MISS_WINDOW_MS - at) / 1000));
  const counters = countersOf(client, windowStart);
  const table = tableName();
  const got = await ddb.send(
    new BatchGetCommand({ RequestItems: { [table]: { Keys: [key, ...counters.map((c) => c.key)], ConsistentRead: true } } }),
  );
  const items = got.Responses?.[table] ?? [];
  const countOf = (c: Counter): number => Number(items.find((i) => i.PK === c.key.PK && i.SK === c.key.SK)?.count ?? 0);
  if (counters.some((c) => countOf(c) >= c.refuseAt)) throw new RateLimitedError(retryAfter, `${describeClient(client)} refused (misses in window)`);
  const found = items.find((i) => i.PK === key.PK && i.SK === key.SK);
  if (found) return found;

  // Both counters move together; two single-item updates in parallel cost one round trip.
  const ttl = Math.floor((windowStart + 2 * MISS_WINDOW_MS) / 1000);
  const counts = await Promise.all(counters.map((c) => countMiss(table, c.key, ttl)));
  const slowBy = Math.max(...counters.map((c, i) => (counts[i] ?? 0) - c.slowAfter));
  if (slowBy > 0) await pause(slowdownMs(slowBy));
  if (counters.some((c, i) => (counts[i] ?? 0) >= c.refuseAt)) throw new RateLimitedError(retryAfter, `${describeClient(client)} reached the miss limit`);
  throw missing();
};

const countMiss = async (table: string, key: Counter['key'], ttl: number): Promise<number> => {
  const out = await ddb.send(
    new UpdateCommand({
      TableName: table,
      Key: key,
      UpdateExpression: 'ADD #count :one SET #ttl = :ttl',
      ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':one': 1, ':ttl': ttl },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.count ?? 1);
};
