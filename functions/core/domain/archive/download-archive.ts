import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { isPaidStatus } from '../../../../shared/orders/order-status.js';
import { now } from '../../clock.js';
import { config } from '../../config.js';
import { archiveKeys, downloadItemSchema, tokenHash } from '../../data/archive-item.js';
import { getOrderItem } from '../../data/order-item.js';
import { RetryLaterError } from '../../errors.js';
import { log } from '../../log.js';
import { objectExists, s3 } from '../../s3.js';
import { domainError } from '../errors.js';
import { lookupGuarded, type RateClient } from '../events/guarded-lookup.js';
import { archiveFileName, attachmentDisposition } from './archive-names.js';
import { requestArchiveBuild } from './request-archive-build.js';

/** The presigned GET lives long enough to start a large download on a slow line; the app link is the durable one. */
export const DOWNLOAD_URL_TTL_SECONDS = 15 * 60;
/** What the 503 tells a client to wait before following the link again while the archive is rebuilt. */
export const REBUILD_RETRY_AFTER_SECONDS = 120;

/**
 * GET /api/downloads/{token} (DESIGN 9, 15): the token is the credential. It is looked up with the
 * caller's miss counters (unknown tokens count like unknown event codes: one guessing budget); an expired
 * link answers 410, and so does the link of an order no longer paid (cancelled or refunded). The archive object normally exists → a fresh short-lived presigned GET whose download
 * is named `{event title}-raw.zip` (a part of several: `…-raw-part-2-of-5.zip`, each part its own token). If it is gone (removed by hand or by a lifecycle rule) it is rebuilt
 * from the event's photos and the caller is told to come back (503 + Retry-After): an archive of thousands
 * of photos takes minutes, longer than any request may wait.
 */
export const downloadArchive = async (token: string, client: RateClient): Promise<{ location: string }> => {
  const item = downloadItemSchema().parse(await lookupGuarded(archiveKeys.download(tokenHash(token)), client, () => domainError('DOWNLOAD_NOT_FOUND')));
  if (Date.parse(item.expiresAt) <= now().getTime()) throw domainError('DOWNLOAD_EXPIRED', `${item.orderId} expired ${item.expiresAt}`);
  // Access ends the moment payment is taken back: the order is read on every download (one GetItem; the token's
  // item cannot carry a status that changes later), before the archive is looked for, so nothing is rebuilt for it.
  const order = await getOrderItem(item.orderId);
  if (!order || !isPaidStatus(order.status)) throw domainError('DOWNLOAD_REVOKED', `${item.orderId} is ${order?.status ?? 'missing'}`);
  if (!(await objectExists(item.objectKey))) {
    const { requested } = await requestArchiveBuild(item.orderId);
    log.warn('raw archive missing; rebuilding', { orderId: item.orderId, key: item.objectKey, started: requested });
    throw new RetryLaterError('ARCHIVE_PREPARING', REBUILD_RETRY_AFTER_SECONDS, `${item.orderId} rebuilding`);
  }
  const location = await getSignedUrl(
    s3,
    new GetObjectCommand({
      Bucket: config.photoBucket,
      Key: item.objectKey,
      ResponseContentDisposition: attachmentDisposition(archiveFileName(item.eventTitle, item.part && item.parts ? { part: item.part, parts: item.parts } : undefined)),
      ResponseContentType: 'application/zip',
    }),
    { expiresIn: DOWNLOAD_URL_TTL_SECONDS },
  );
  return { location };
};
