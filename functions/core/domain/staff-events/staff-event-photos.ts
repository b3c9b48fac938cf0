import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { AWARD_CATEGORY_IDS } from '#shared/award-categories.js';
import type { PhotoStorageState, StaffEventPhotosPage, StaffPhoto } from '#shared/schemas/staff-events.js';
import { now } from '../../clock.js';
import { getEventItem } from '../../data/event-item.js';
import { photoItemSchema, voteAttr, type PhotoItem } from '../../data/photo-item.js';
import { queryAll } from '../../data/query-all.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { notFound } from '../../errors.js';
import { presignGet } from '../photos/photo-urls.js';
import { decodeKeyCursor, encodeKeyCursor } from './key-cursor.js';
import { photoStorageOf } from './to-staff-event.js';

/** Photos per page of the detail modal's grid. */
export const STAFF_PHOTOS_PAGE = 48;

/** Files are readable while in standard storage (and while the move to the archive class is under way). */
const filesReadable = (storage: PhotoStorageState): boolean => storage === 'standard' || storage === 'archiving';

const rawFileName = (p: PhotoItem): string => p.fileName.replace(/\.jpg$/, '-raw.jpg');

const totalVotesOf = (p: PhotoItem): number => AWARD_CATEGORY_IDS.reduce((sum, c) => sum + (p[voteAttr(c)] ?? 0), 0);

/** The staff form of a photo: presigned polaroid and RAW (to view and to download), computed locally. */
export const toStaffPhoto = async (p: PhotoItem, storage: PhotoStorageState, at: Date): Promise<StaffPhoto> => {
  const readable = filesReadable(storage);
  const sign = (kind: 'polaroid' | 'raw', name?: string) => (readable ? presignGet(p.eventCode, p.id, kind, at, name) : Promise.resolve(null));
  const [polaroidUrl, rawUrl, polaroidDownloadUrl, rawDownloadUrl] = await Promise.all([
    sign('polaroid'),
    sign('raw'),
    sign('polaroid', p.fileName),
    sign('raw', rawFileName(p)),
  ]);
  return { id: p.id, uploaderName: p.uploaderName, uploadedAt: p.uploadedAt, size: p.sizes.polaroid, totalVotes: totalVotesOf(p), polaroidUrl, rawUrl, polaroidDownloadUrl, rawDownloadUrl };
};

const photoCursorBelongs = (code: string) => (k: Record<string, string>) => k.PK === keys.event(code).PK && (k.SK ?? '').startsWith(keys.photoPrefix);

/** One page of an event's photos, newest first (one Query; URLs signed locally). */
export const queryStaffPhotos = async (code: string, storage: PhotoStorageState, cursor?: string): Promise<StaffEventPhotosPage> => {
  const at = now();
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :photo)',
      ExpressionAttributeValues: { ':pk': keys.event(code).PK, ':photo': keys.photoPrefix },
      ScanIndexForward: false,
      Limit: STAFF_PHOTOS_PAGE,
      ExclusiveStartKey: decodeKeyCursor(cursor, ['PK', 'SK'], photoCursorBelongs(code)),
    }),
  );
  const photos = await Promise.all((out.Items ?? []).map((i) => toStaffPhoto(photoItemSchema().parse(i), storage, at)));
  return { photos, nextCursor: encodeKeyCursor(out.LastEvaluatedKey) };
};

/** GET …/photos: the next page (the event is read for its storage state: archived files get no URLs). */
export const listStaffEventPhotos = async (code: string, cursor?: string): Promise<StaffEventPhotosPage> => {
  const event = await getEventItem(code);
  if (!event) throw notFound('EVENT_NOT_FOUND', code);
  return queryStaffPhotos(code, photoStorageOf(event), cursor);
};

/**
 * The event's vote total: tallies live on the photos (each vote's transaction ADDs to one), not on META,
 * so this sums them over the voted photos only (GSI1 EVENT#<CODE>#VOTED, sparse), tallies projected.
 */
export const sumEventVotes = async (code: string): Promise<number> => {
  const names = Object.fromEntries(AWARD_CATEGORY_IDS.map((c, i) => [`#v${i}`, voteAttr(c)]));
  const items = await queryAll({
    TableName: tableName(),
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :voted',
    ExpressionAttributeValues: { ':voted': keys.votedPhotos(code) },
    ExpressionAttributeNames: names,
    ProjectionExpression: Object.keys(names).join(', '),
  });
  return items.reduce<number>((sum, item) => sum + Object.values(names).reduce((s, attr) => s + (typeof item[attr] === 'number' ? item[attr] : 0), 0), 0);
};
