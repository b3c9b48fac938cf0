import type { EventCsv } from '../../../../shared/schemas/add-ons.js';
import { csvDocument } from '../../csv/csv-writer.js';
import { getEventItem, type EventItem } from '../../data/event-item.js';
import { promptTextsOf } from '../challenges/prompt-export-texts.js';
import { HIDDEN_ATTR } from '../../data/photo-moderation.js';
import { photoItemSchema } from '../../data/photo-item.js';
import { queryParticipants } from '../../data/participant-item.js';
import { queryAll } from '../../data/query-all.js';
import { keys, tableName } from '../../data/table.js';
import { safeSegment } from '../archive/archive-names.js';
import { domainError } from '../errors.js';
import { deliverEventCsv } from './deliver-event-csv.js';
import { eventCsvRows, type CsvPhoto } from './event-csv-rows.js';
import { requireAddOn } from './has-add-on.js';

const VOTE_PREFIX = 'VOTE#';

/** `{event title}-{CODE}.csv`, the title made safe as a file name like the raw archive's. */
export const csvFileName = (event: Pick<EventItem, 'title' | 'code'>): string => `${safeSegment(event.title, 'Candid')}-${event.code}.csv`;

/** Every photo of the event, oldest first, hidden ones included (paged Query of the event's PHOTO# items). */
const queryEventPhotos = async (code: string): Promise<CsvPhoto[]> => {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': keys.event(code).PK, ':sk': keys.photoPrefix },
  });
  return items.map((item) => ({ photo: photoItemSchema().parse(item), hidden: item[HIDDEN_ATTR] === true }));
};

/** Votes cast per voter: one paged Query of the event's VOTE# items, only their voter ids read. */
const queryVotesByVoter = async (code: string): Promise<Map<string, number>> => {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': keys.event(code).PK, ':sk': VOTE_PREFIX },
    ProjectionExpression: 'voterId',
  });
  const counts = new Map<string, number>();
  for (const item of items) {
    if (typeof item.voterId === 'string') counts.set(item.voterId, (counts.get(item.voterId) ?? 0) + 1);
  }
  return counts;
};

/** The CSV of an event whose access the caller has proved (no add-on check: the callers below decide). */
const buildEventCsv = async (event: EventItem): Promise<EventCsv> => {
  const [photos, participants, votes] = await Promise.all([queryEventPhotos(event.code), queryParticipants(event.code), queryVotesByVoter(event.code)]);
  return deliverEventCsv(event.code, { fileName: csvFileName(event), csv: csvDocument(eventCsvRows(photos, participants, votes, promptTextsOf(event.challengePrompts))) });
};

const eventOrNotFound = async (code: string): Promise<EventItem> => {
  const event = await getEventItem(code);
  if (!event) throw domainError('EVENT_NOT_FOUND', code);
  return event;
};

/** The creator's export (the credential is pinned to the path's event); refused without the CSV export add-on. */
export const exportEventCsv = async (code: string): Promise<EventCsv> => {
  const event = await eventOrNotFound(code);
  requireAddOn(event, 'export_csv');
  return buildEventCsv(event);
};

/** Staff's export of any event (support and fulfilment), add-on or not: the same file the organizer gets. */
export const staffExportEventCsv = async (code: string): Promise<EventCsv> => buildEventCsv(await eventOrNotFound(code));
