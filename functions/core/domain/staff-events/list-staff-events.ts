import { BatchGetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { eventCodeProblem, normalizeEventCode } from '#shared/rules/code-and-name.js';
import type { StaffEvent, StaffEventsPage, StaffEventsQuery } from '#shared/schemas/staff-events.js';
import { eventItemSchema, getEventItem, type EventItem } from '../../data/event-item.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { readTotals } from '../staff/stats-totals.js';
import { decodeKeyCursor, encodeKeyCursor } from './key-cursor.js';
import { toStaffEvent } from './to-staff-event.js';

/** Events read per Query page, and pages read per call when a filter or search drops events. */
const READ_PAGE = 100;
export const MAX_PAGES_PER_CALL = 5;

const CURSOR_ATTRS = ['PK', 'SK', 'GSI4PK', 'GSI4SK'] as const;
/**
 * The next cursor when a code search's own event fills the first page alone (limit 1): the list from its
 * top, that event left out as on every later page. No list key is a position before the newest event, so
 * this one is a word of its own (a key cursor is base64url JSON: "eyJ…").
 */
const AFTER_CODE_HIT = 'top';
/** The key of an event's index entry: its list entry item, or (events created before it) its META item. */
const listKeyOf = (e: EventItem, entrySK: string): Record<string, string> => ({ PK: e.PK, SK: entrySK, GSI4PK: keys.eventsList, GSI4SK: keys.eventsListSK(e.createdAt, e.code) });

/**
 * The events of one GSI4 page, in its order: a list entry names its event, whose META is read in one BatchGet
 * (≤ 100 keys, the page's limit); an older event's META is itself the entry. An entry whose event is gone is skipped.
 */
const eventsOfPage = async (entries: Record<string, unknown>[]): Promise<{ event: EventItem; entrySK: string }[]> => {
  const wanted = entries.filter((i) => i.SK !== 'META').map((i) => keys.event(String(i.code)));
  const found = new Map<string, EventItem>();
  let pending: Record<string, unknown>[] = wanted.map((k) => ({ ...k }));
  for (let attempt = 0; pending.length > 0 && attempt < 5; attempt++) {
    const out = await ddb.send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending } } }));
    for (const i of out.Responses?.[tableName()] ?? []) found.set(String(i.PK), eventItemSchema().parse(i));
    pending = out.UnprocessedKeys?.[tableName()]?.Keys ?? [];
  }
  if (pending.length > 0) throw new Error(`staff events list: ${pending.length} events left unread`);
  return entries.flatMap((i) => {
    const event = i.SK === 'META' ? eventItemSchema().parse(i) : found.get(String(i.PK));
    return event ? [{ event, entrySK: String(i.SK) }] : [];
  });
};

const matchesFilter = (e: EventItem, filter: StaffEventsQuery['filter']): boolean =>
  filter === 'all' || (filter === 'active' ? e.status === 'active' : e.status === 'completed');

/** Case-insensitive "contains" over title, code and type (spec: text search over title, code and type). */
const matchesText = (e: EventItem, q: string | undefined): boolean => {
  if (!q) return true;
  const needle = q.toLocaleLowerCase('en');
  return [e.title, e.code, e.eventType].some((field) => field.toLocaleLowerCase('en').includes(needle));
};

const readSummary = async (): Promise<StaffEventsPage['summary']> => {
  // The totals' write shards summed (one BatchGet, stats-totals.ts).
  const { events } = await readTotals();
  const n = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  return { totalEvents: n(events.events), activeEvents: n(events.events_active), totalPhotos: n(events.photos), hiddenPhotos: n(events.photosHidden) };
};

/**
 * The staff events list, newest first through GSI4 (then one BatchGet of the page's events). Without filter or
 * search, one Query of `limit`.
 * With them, pages of 100 are read and matched here (case-insensitive text; FilterExpression would cost
 * the same reads) until `limit` matches or 5 pages (500 events) — then the cursor says where to go on, so
 * Load more continues the search exactly. A q that is a valid code is first looked up directly (GetItem),
 * so a code finds its event however old it is; it takes one of the page's `limit` places like any other.
 */
export const listStaffEvents = async (query: StaffEventsQuery): Promise<StaffEventsPage> => {
  const firstPage = query.cursor === undefined;
  const start =
    query.cursor === AFTER_CODE_HIT
      ? undefined
      : decodeKeyCursor(query.cursor, CURSOR_ATTRS, (k) => k.GSI4PK === keys.eventsList && (k.PK ?? '').startsWith('EVENT#') && (k.SK === 'META' || k.SK === 'LIST'));
  const q = query.q?.trim() || undefined;
  const codeQuery = q && !eventCodeProblem(q) ? normalizeEventCode(q) : undefined;
  const narrowed = query.filter !== 'all' || q !== undefined;

  const [summary, direct] = await Promise.all([
    readSummary(),
    // Only on the first page: later pages continue the list and must not repeat it.
    codeQuery && firstPage ? getEventItem(codeQuery) : Promise.resolve(undefined),
  ]);

  const events: EventItem[] = direct && matchesFilter(direct, query.filter) ? [direct] : [];
  // The direct hit may be the whole page: nothing of the list fits beside it (reading on would overfill it).
  if (events.length >= query.limit) return { events: events.map((e): StaffEvent => toStaffEvent(e)), nextCursor: AFTER_CODE_HIT, summary };
  let cursor: Record<string, unknown> | undefined = start;
  let nextCursor: string | null = null;
  for (let page = 0; page < MAX_PAGES_PER_CALL; page++) {
    const want = query.limit - events.length;
    const out = await ddb.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI4',
        KeyConditionExpression: 'GSI4PK = :list',
        ExpressionAttributeValues: { ':list': keys.eventsList },
        ScanIndexForward: false,
        Limit: narrowed ? READ_PAGE : Math.max(want, 1),
        ExclusiveStartKey: cursor,
      }),
    );
    const items = await eventsOfPage(out.Items ?? []);
    let cut: (typeof items)[number] | undefined;
    for (const entry of items) {
      const item = entry.event;
      // The code's own event is the first page's direct hit (or not listed at all): never again further down.
      if (item.code === codeQuery || !matchesFilter(item, query.filter) || !matchesText(item, q)) continue;
      events.push(item);
      if (events.length >= query.limit) {
        cut = entry;
        break;
      }
    }
    cursor = out.LastEvaluatedKey;
    if (cut) {
      // Full: go on after the last event returned (the rest of this page is read again next time).
      nextCursor = cut === items.at(-1) && !cursor ? null : encodeKeyCursor(listKeyOf(cut.event, cut.entrySK));
      break;
    }
    nextCursor = encodeKeyCursor(cursor);
    if (!cursor) break;
  }
  return { events: events.map((e): StaffEvent => toStaffEvent(e)), nextCursor, summary };
};
