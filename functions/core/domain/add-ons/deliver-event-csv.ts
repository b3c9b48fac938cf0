import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ulid } from 'ulid';
import { CSV_EXPORT_OBJECT_PREFIX } from '../../../../shared/constants.js';
import type { EventCsv, InlineEventCsv } from '../../../../shared/schemas/add-ons.js';
import { now } from '../../clock.js';
import { config } from '../../config.js';
import { s3 } from '../../s3.js';
import { attachmentDisposition } from '../archive/archive-names.js';

/** Long enough to start the download from the screen that asked for it; the object itself expires after a day. */
export const CSV_LINK_TTL_SECONDS = 15 * 60;

const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** Where a large export is written: one fresh object per request (never a guessable or reused key). */
export const csvExportObjectKey = (eventCode: string, id: string): string => `${CSV_EXPORT_OBJECT_PREFIX}${eventCode}/${id}.csv`;

/** Bytes of the JSON answer carrying the file inline (what API Gateway and Lambda count against 6 MB). */
export const inlineAnswerBytes = (file: InlineEventCsv): number => Buffer.byteLength(JSON.stringify(file), 'utf8');

/**
 * The export as the route answers it: inline while its JSON stays within config.csvInlineMaxBytes, else written
 * to S3 and answered as a short-lived presigned GET that downloads under the same file name. A 2 000-photo,
 * 200-guest event is ~0.4 MB inline; the largest event the limits allow (500 guests × 50 photos) with long
 * non-Latin names can pass 5 MB, which the 6 MB answer limit would turn into a failed download.
 */
export const deliverEventCsv = async (eventCode: string, file: InlineEventCsv): Promise<EventCsv> => {
  if (inlineAnswerBytes(file) <= config.csvInlineMaxBytes) return file;
  const at = now();
  const key = csvExportObjectKey(eventCode, ulid(at.getTime()));
  await s3.send(new PutObjectCommand({ Bucket: config.photoBucket, Key: key, Body: Buffer.from(file.csv, 'utf8'), ContentType: CSV_CONTENT_TYPE }));
  const url = await getSignedUrl(
    s3,
    new GetObjectCommand({ Bucket: config.photoBucket, Key: key, ResponseContentDisposition: attachmentDisposition(file.fileName), ResponseContentType: CSV_CONTENT_TYPE }),
    { expiresIn: CSV_LINK_TTL_SECONDS },
  );
  return { fileName: file.fileName, url, expiresAt: new Date(at.getTime() + CSV_LINK_TTL_SECONDS * 1000).toISOString() };
};
