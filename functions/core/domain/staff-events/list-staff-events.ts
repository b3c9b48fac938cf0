import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { eventCodeProblem, normalizeEventCode } from '#shared/rules/code-and-name.js';
import type { StaffEvent, StaffEventsPage, StaffEventsQuery } from '#shared/schemas/staff-events.js';
import { eventItemSchema, getEventItem, type EventItem } from '../../data/event-item.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { readTotals } from '../staff/stats-read.js';
import { decodeKeyCursor, encodeKeyCursor } from './key-cursor.js';
import { toStaffEvent } from './to-staff-event.js';

/** Events read per Query page, and pages read per call when a filter or search drops events. */
const READ_PAGE = 100;
export const MAX_PAGES_PER_CALL = 5;

const CURSOR_ATTRS = ['PK', 'SK', 'GSI4PK', 'GSI4SK'] as const;
const listKeyOf = (e: EventItem): Record<string, string> => ({ PK: e.PK, SK: e.SK, GSI4PK: keys.eventsList, GSI4SK: e.GSI4SK ?? keys.eventsListSK(e.createdAt, e.code) });

const matchesFilter = (e: EventItem, filter: StaffEventsQuery['filter']): boolean =>
  filter === 'all' || (filter === 'active' ? e.status === 'active' : e.status === 'completed');

/** Case-insensitive "contains" over title, code and type (spec: text search over title, code and type). */
const matchesText = (e: EventItem, q: string | undefined): boolean => {
  if (!q) return true;
  const needle = q.toLocaleLowerCase('en');
  return [e.title, e.code, e.eventType].some((field) => field.toLocaleLowerCase('en').includes(needle));
};

const readSummary = async (): Promise<StaffEventsPage['summary']> => {
  // The totals' write shards summed (one BatchGet, stats-read.ts).
  const { events } = await readTotals();
  const n = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  return { totalEvents: n(events.events), activeEvents: n(events.events_active), totalPhotos: n(events.photos), hiddenPhotos: n(events.photosHidden) };
};

/**
 * The staff events list, newest first through GSI4. Without filter or search, one Query of `limit`.
 * With them, pages of 100 are read and matched here (case-insensitive text; FilterExpression would cost
 * the same reads) until `limit` matches or 5 pages (500 events) — then the cursor says where to go on, so
 * Load more continues the search exactly. A q that is a valid code is first looked up directly (GetItem),
 * so a code finds its event however old it is.
 */
export const listStaffEvents = async (query: StaffEventsQuery): Promise<StaffEventsPage> => {
  const start = decodeKeyCursor(query.cursor, CURSOR_ATTRS, (k) => k.GSI4PK === keys.eventsList && (k.PK ?? '').startsWith('EVENT#') && k.SK === 'META');
  const q = query.q?.trim() || undefined;
  const codeQuery = q && !eventCodeProblem(q) ? normalizeEventCode(q) : undefined;
  const narrowed = query.filter !== 'all' || q !== undefined;

  const [summary, direct] = await Promise.all([
    readSummary(),
    // Only on the first page: later pages continue the list and must not repeat it.
    codeQuery && !start ? getEventItem(codeQuery) : Promise.resolve(undefined),
  ]);

  const events: EventItem[] = direct && matchesFilter(direct, query.filter) ? [direct] : [];
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
    const items = (out.Items ?? []).map((i) => eventItemSchema.parse(i));
    let cut: EventItem | undefined;
    for (const item of items) {
      if (item.code === direct?.code || !matchesFilter(item, query.filter) || !matchesText(item, q)) continue;
      events.push(item);
      if (events.length >= query.limit) {
        cut = item;
        break;
      }
    }
    cursor = out.LastEvaluatedKey;
    if (cut) {
      // Full: go on after the last event returned (the rest of this page is read again next time).
      nextCursor = cut === items.at(-1) && !cursor ? null : encodeKeyCursor(listKeyOf(cut));
      break;
    }
    nextCursor = encodeKeyCursor(cursor);
    if (!cursor) break;
  }
  return { events: events.map((e): StaffEvent => toStaffEvent(e)), nextCursor, summary };
};
