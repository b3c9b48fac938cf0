import { BatchGetCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { queryAll } from './query-all.js';
import { ddb, keys, tableName, type ItemKey } from './table.js';
import { VOTERS_ATTR } from './vote-item.js';

/*
 * Who voted on a photo (issue #32 item 5). The photo item keeps its voters in a string set, which the ballot
 * filters on (`NOT contains(voters, :me)`) so DynamoDB drops voted photos while it reads. At ~27 bytes a voter,
 * every guest of the largest event sold (10 000) voting on one photo would make that item ~270 KB, near
 * DynamoDB's 400 KB limit, and every vote on it a 270 KB write. So the set stops at VOTERS_SET_MAX; a voter past
 * it is recorded in an item of their own (a "voter mark", one per photo and voter: its conditional Put is the
 * "first vote on this photo" test), and the photo says `votersFull` and counts the marks in `votersOverflow`.
 */

/**
 * Voters kept in the photo's set: ~14 KB, so a vote's photo write stays ≤ ~28 WCU in its transaction (an event
 * partition takes 1 000 WCU/s) and the item far under 100 KB. Every photo of an event of up to 500 guests keeps
 * all its voters in the set; only bigger events' popular photos use marks.
 */
export const VOTERS_SET_MAX = 500;
/** The cap in force: VOTERS_SET_MAX, or the lower one a test sets (CANDID_VOTERS_SET_MAX, config.ts). */
export const votersSetMax = (): number => config.votersSetMax ?? VOTERS_SET_MAX;
/** On a photo whose set is full: the ballot also asks the voter marks before handing it out. */
export const VOTERS_FULL_ATTR = 'votersFull';
/** On a photo whose set is full: how many voter marks it has (moderation's "same voters" guard counts them). */
export const VOTERS_OVERFLOW_ATTR = 'votersOverflow';

type Item = Record<string, unknown>;

/** The voter ids in a stored photo's voters set (empty when nobody voted). */
export const votersInSet = (raw: Item): string[] => {
  const voters = raw[VOTERS_ATTR];
  return voters instanceof Set ? [...voters].map(String) : [];
};

const setHas = (raw: Item, voterId: string): boolean => {
  const voters = raw[VOTERS_ATTR];
  return voters instanceof Set && voters.has(voterId);
};

/** The set is full (as read, e.g. a failed condition's ALL_OLD): a first vote goes to a voter mark instead. */
export const votersSetFull = (raw: Item | undefined): boolean => {
  const voters = raw?.[VOTERS_ATTR];
  return voters instanceof Set && voters.size >= votersSetMax();
};

export const overflows = (raw: Item): boolean => raw[VOTERS_FULL_ATTR] === true;

/** A voter mark: this voter voted on this photo (beside the photo in the event's partition). */
export const toVoterMark = (code: string, photoId: string, voterId: string) => ({ ...keys.photoVoter(code, photoId, voterId), entity: 'photoVoter', photoId, voterId });

/** Did `voterId` vote on this stored photo? One GetItem only for a photo whose set is full. */
export const hasVotedOn = async (code: string, raw: Item, voterId: string): Promise<boolean> => {
  if (setHas(raw, voterId)) return true;
  if (!overflows(raw)) return false;
  const got = await ddb.send(new GetCommand({ TableName: tableName(), Key: keys.photoVoter(code, String(raw.id), voterId), ProjectionExpression: 'PK' }));
  return got.Item !== undefined;
};

/**
 * The photos among `items` that `voterId` voted on through a voter mark (the set already filtered the rest):
 * one BatchGet, and only when some of them have a full set.
 */
export const markedByVoter = async (code: string, items: readonly Item[], voterId: string): Promise<Set<string>> => {
  const full = items.filter(overflows).map((i) => String(i.id));
  if (full.length === 0) return new Set();
  const table = tableName();
  const marked = new Set<string>();
  // ≤ 100 keys per BatchGet; a ballot read holds at most its Limit (25) of photos.
  for (let i = 0; i < full.length; i += 100) {
    let request: Record<string, { Keys: ItemKey[]; ProjectionExpression: string }> | undefined = {
      [table]: { Keys: full.slice(i, i + 100).map((id) => keys.photoVoter(code, id, voterId)), ProjectionExpression: 'photoId' },
    };
    while (request && Object.keys(request).length > 0) {
      const out = await ddb.send(new BatchGetCommand({ RequestItems: request }));
      for (const item of out.Responses?.[table] ?? []) marked.add(String(item.photoId));
      request = out.UnprocessedKeys as typeof request;
    }
  }
  return marked;
};

/** Every voter of a stored photo: its set, and its voter marks when the set is full (a paged Query). */
export const allVotersOf = async (code: string, raw: Item): Promise<string[]> => {
  const inSet = votersInSet(raw);
  if (!overflows(raw)) return inSet;
  const marks = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.event(code).PK, ':prefix': keys.photoVoterPrefix(String(raw.id)) },
    ProjectionExpression: 'voterId',
    // As consistent as the photo read it goes with: the moderation write is conditioned on the marks' count.
    ConsistentRead: true,
  });
  return [...inSet, ...marks.map((m) => String(m.voterId))];
};

/**
 * "The photo's voters are still exactly these": the set and the marks only ever grow, so equal sizes are the
 * same voters. Guards a moderation write against a vote landing between its read and its write.
 */
export const sameVotersCondition = (raw: Item): { expr: string; values: Record<string, unknown> } => {
  const inSet = votersInSet(raw).length;
  const marks = Number(raw[VOTERS_OVERFLOW_ATTR] ?? 0);
  const set = inSet === 0 ? { expr: `attribute_not_exists(${VOTERS_ATTR})`, values: {} } : { expr: `size(${VOTERS_ATTR}) = :voterCount`, values: { ':voterCount': inSet } };
  const overflow =
    marks === 0 ? { expr: `attribute_not_exists(${VOTERS_OVERFLOW_ATTR})`, values: {} } : { expr: `${VOTERS_OVERFLOW_ATTR} = :markCount`, values: { ':markCount': marks } };
  return { expr: `${set.expr} AND ${overflow.expr}`, values: { ...set.values, ...overflow.values } };
};
