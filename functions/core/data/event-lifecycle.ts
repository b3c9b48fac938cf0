import { ConditionalCheckFailedException, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { PRINT_BUNDLE_IDS } from '../../../shared/pricing/add-ons.js';
import { auditPut } from './audit-item.js';
import { eventItemSchema, getEventItem, type EventItem } from './event-item.js';
import { clearOutboxEntry, postponeOutboxEntry, queryOutboxDue } from './outbox.js';
import { pageOverShards } from './sharded-query.js';
import { ddb, keys, tableName } from './table.js';
import { namedTransaction, withConflictRetry } from './transactions.js';

/** The result of a conditional lifecycle write: the item after it, or as it was when the condition failed. */
export type LifecycleResult = { changed: true; item: EventItem } | { changed: false; item: EventItem | undefined };

const failedItem = (e: ConditionalCheckFailedException): EventItem | undefined =>
  e.Item ? eventItemSchema().parse(unmarshall(e.Item as Record<string, AttributeValue>)) : undefined;

const conditionalUpdate = async (input: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName' | 'ReturnValues' | 'ReturnValuesOnConditionCheckFailure'>): Promise<LifecycleResult> => {
  try {
    const out = await ddb.send(new UpdateCommand({ ...input, TableName: tableName(), ReturnValues: 'ALL_NEW', ReturnValuesOnConditionCheckFailure: 'ALL_OLD' }));
    return { changed: true, item: eventItemSchema().parse(out.Attributes) };
  } catch (e) {
    if (e instanceof ConditionalCheckFailedException) return { changed: false, item: failedItem(e) };
    throw e;
  }
};

/** waiting → active/countdown, and list the event among running events by its end time (GSI1). */
export const markStarted = (code: string, at: Date, endsAt: Date): Promise<LifecycleResult> =>
  conditionalUpdate({
    Key: keys.event(code),
    ConditionExpression: '#status = :waiting',
    UpdateExpression:
      'SET #status = :active, eventState = :countdown, startedAt = :at, countdownStartTime = :at, endsAt = :endsAt, GSI1PK = :running, GSI1SK = :endsAt',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':waiting': 'waiting',
      ':active': 'active',
      ':countdown': 'countdown',
      ':at': at.toISOString(),
      ':endsAt': endsAt.toISOString(),
      ':running': keys.runningShard(code),
    },
  });

/**
 * "The event's package includes a print bundle" as a condition on META. Such an event's end puts it on the
 * prints-ask outbox (GSI1 = keys.printsAsk, due at once) in the same write, so its buyer's prints-choose
 * e-mail is sent even when the send right after the end fails or never runs (domain/prints/ask-for-prints.ts).
 */
const HAS_PRINT_BUNDLE = `attribute_exists(orderId) AND (${PRINT_BUNDLE_IDS.map((_, i) => `contains(addOns, :bundle${i})`).join(' OR ')})`;
const bundleValues = Object.fromEntries(PRINT_BUNDLE_IDS.map((id, i) => [`:bundle${i}`, id]));
const hasPrintBundle = (e: Pick<EventItem, 'orderId' | 'addOns'>): boolean => e.orderId !== undefined && (e.addOns ?? []).some((a) => PRINT_BUNDLE_IDS.includes(a));

/**
 * The end's write, in one of two shapes: without a print bundle the running index entry goes; with one it
 * becomes the prints-ask outbox's. Each is conditional on its own case, so no read decides which (the plain
 * one is tried first; a refusal's item names the other) and a package linked meanwhile cannot slip through.
 */
const endUpdate = (code: string, at: Date, onlyIfDueBy: Date | undefined, asksForPrints: boolean) => ({
  Key: keys.event(code),
  ConditionExpression: `(${onlyIfDueBy ? '#status = :active AND endsAt <= :due' : 'attribute_exists(PK) AND #status <> :completed'}) AND ${asksForPrints ? '' : 'NOT '}(${HAS_PRINT_BUNDLE})`,
  UpdateExpression: `SET #status = :completed, eventState = :ended, endedAt = :at${asksForPrints ? ', GSI1PK = :printsAsk, GSI1SK = :at' : ' REMOVE GSI1PK, GSI1SK'}`,
  ExpressionAttributeNames: { '#status': 'status' },
  ExpressionAttributeValues: {
    ':completed': 'completed',
    ':ended': 'ended',
    ':at': at.toISOString(),
    ...bundleValues,
    ...(asksForPrints ? { ':printsAsk': keys.printsAsk } : {}),
    ...(onlyIfDueBy ? { ':active': 'active', ':due': onlyIfDueBy.toISOString() } : {}),
  },
});

/**
 * What a package link adds to its update of the event's META when the package has a print bundle: the ask is
 * owed once the event has ended, and an end before the link wrote none (the event had no package then). So
 * the link to an ended event puts it on the prints-ask outbox itself (due at the link, and owed since then: a
 * failed ask backs off from the link, not the end), in the same write;
 * a link to one still open leaves the ask to the end. Each shape is conditional on its case — `ended` is the
 * status the caller read — so an end racing the link is never missed: a refusal names the other shape
 * (linkAskRefused), and the end, if it comes second, sees the bundle (endUpdate).
 */
export const printsAskOnLink = (ended: boolean, at: string) => ({
  condition: ended ? '#status = :completed' : '#status <> :completed',
  set: ended ? ', GSI1PK = :printsAsk, GSI1SK = :askDue, printsAskOwedSince = :askDue' : '',
  names: { '#status': 'status' },
  values: { ':completed': 'completed', ...(ended ? { ':printsAsk': keys.printsAsk, ':askDue': at } : {}) },
});

/** The link's event update was refused only because the event ended (or was ended) other than as read: try the other shape. */
export const linkAskRefused = (ended: boolean, refused: Record<string, unknown> | undefined, link: { eventId: string; orderId: string }): boolean =>
  refused !== undefined &&
  refused.id === link.eventId &&
  (refused.orderId === undefined || refused.orderId === link.orderId) &&
  (refused.status === 'completed') !== ended;

/** The plain end was refused only because the event has a print bundle: the outbox shape will do (a second write, print-bundle events only). */
const wantsPrintsAsk = (refused: EventItem | undefined): boolean => refused !== undefined && refused.status !== 'completed' && hasPrintBundle(refused);

/**
 * any but completed → completed/ended. With `onlyIfDueBy`, only a running event whose end time has passed
 * (the auto-end job), so a job racing a manual end or a late start never ends the wrong thing.
 */
export const markEnded = async (code: string, at: Date, onlyIfDueBy?: Date): Promise<LifecycleResult> => {
  const plain = await conditionalUpdate(endUpdate(code, at, onlyIfDueBy, false));
  return !plain.changed && wantsPrintsAsk(plain.item) ? conditionalUpdate(endUpdate(code, at, onlyIfDueBy, true)) : plain;
};

/**
 * markEnded with the staff member's audit item in the same transaction: written exactly when this call ended
 * the event, so a repeat or a race with another end leaves none. A transaction returns no item, so the ended
 * event is read after it (consistent); a refusal carries the item as it was, as markEnded's does.
 */
export const markEndedAudited = async (code: string, at: Date, actor: string): Promise<LifecycleResult> => {
  for (const asksForPrints of [false, true]) {
    const tx = namedTransaction({
      end: { Update: { ...endUpdate(code, at, undefined, asksForPrints), TableName: tableName(), ReturnValuesOnConditionCheckFailure: 'ALL_OLD' } },
      audit: auditPut({ action: 'event-ended', actor, eventCode: code, at: at.toISOString() }),
    });
    try {
      await withConflictRetry(() => ddb.send(new TransactWriteCommand({ TransactItems: tx.items })));
    } catch (e) {
      const end = tx.reasons(e)?.end;
      if (!end?.failed) throw e;
      const refused = end.item ? eventItemSchema().parse(end.item) : undefined;
      if (!asksForPrints && wantsPrintsAsk(refused)) continue;
      return { changed: false, item: refused };
    }
    const item = await getEventItem(code);
    // Events are never deleted; one that vanished after its end would be a bug worth a 500.
    if (!item) throw new Error(`event ${code} missing right after its end`);
    return { changed: true, item };
  }
  throw new Error(`event ${code}: neither end fitted its package`);
};

/** Codes of ended events whose prints ask is due by `by` (the prints-ask outbox, data/outbox.ts), a page at a time. */
export const queryPrintsAsksDue = async (by: Date, cursor?: Record<string, unknown>): Promise<{ codes: string[]; cursor?: Record<string, unknown> }> => {
  const page = await queryOutboxDue(keys.printsAsk, by, 'code', cursor);
  const codes = page.items.map((i) => String(i.code));
  return page.cursor ? { codes, cursor: page.cursor } : { codes };
};

/** The prints ask went (or there is nothing left to ask): off the outbox. */
export const clearPrintsAsk = (code: string): Promise<void> => clearOutboxEntry(keys.event(code), keys.printsAsk);

/** The prints ask failed: due again at `next`, while the event is still ended (it always stays so). */
export const postponePrintsAsk = (code: string, next: Date): Promise<void> =>
  postponeOutboxEntry(keys.event(code), keys.printsAsk, next, { condition: '#status = :completed', names: { '#status': 'status' }, values: { ':completed': 'completed' } });

/** Codes of running events whose end time is at or before `by`, one page of one shard (the cursor goes on). */
export const queryDueEvents = (by: Date, cursor?: Record<string, unknown>) =>
  pageOverShards(keys.runningShards(), cursor, async (pk, start) => {
    const out = await ddb.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :running AND GSI1SK <= :by',
        ExpressionAttributeValues: { ':running': pk, ':by': by.toISOString() },
        ProjectionExpression: 'code',
        Limit: 100,
        ExclusiveStartKey: start,
      }),
    );
    return { codes: (out.Items ?? []).map((i) => String(i.code)), last: out.LastEvaluatedKey };
  });
