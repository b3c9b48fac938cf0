import { randomBytes } from 'node:crypto';
import { ARCHIVE_LINK_DAYS, DAY_MS } from '../../../../shared/constants.js';
import { now } from '../../clock.js';
import { config } from '../../config.js';
import { clearBuildRequest, countBuildAttempt, issueDownloadToken, putDownloadItem } from '../../data/archive-item.js';
import { getOrderItem, type OrderItem } from '../../data/order-item.js';
import { keepEventPhotos } from '../../data/photo-retention.js';
import { DomainError } from '../../errors.js';
import { log } from '../../log.js';
import { mailOrder } from '../orders/order-email.js';
import { recordOrderFacts, transitionOrder } from '../orders/transition-order.js';
import { archiveObjectKey, buildEventArchive } from './build-archive.js';
import { ARCHIVE_PRODUCTS } from './request-archive-build.js';
import { noteForStaff } from './staff-note.js';

/** Lambda's asynchronous invoke runs a failing event three times (the first try and two retries). */
export const MAX_BUILD_ATTEMPTS = 3;

/** The app URL of the download (DESIGN 9): it redirects to a fresh presigned GET each time. */
export const downloadUrlOf = (token: string): string => `${config.siteOrigin.replace(/\/+$/, '')}/api/downloads/${token}`;

export type ArchiveBuildResult =
  | { outcome: 'ready'; downloadUrl: string; entries: number; bytes: number }
  | { outcome: 'skipped'; reason: string };

/** Writes the order's download link; a raw_archive order completes, a combo stays processing for its prints. */
const deliver = async (order: OrderItem, downloadUrl: string, downloadExpiresAt: string): Promise<OrderItem | undefined> => {
  const set = { downloadUrl, downloadExpiresAt };
  if (order.productType !== 'raw_archive') return (await recordOrderFacts({ orderId: order.id, set })).order;
  try {
    const { order: done } = await transitionOrder({
      orderId: order.id,
      to: 'completed',
      reason: 'Raw archive ready for download',
      actor: 'system',
      set: { ...set, completedAt: now().toISOString() },
    });
    return done;
  } catch (e) {
    // Cancelled or refunded while the archive was being built: leave it so (the archive is simply unused).
    if (e instanceof DomainError && e.code === 'ORDER_STATUS_CONFLICT') {
      log.warn('archive built for an order that moved on', { orderId: order.id });
      return undefined;
    }
    throw e;
  }
};

/**
 * The archive job's work for one order (functions/jobs/build-archive.ts). Idempotent: the same archive key,
 * the same download token (issued once), a transition that is a no-op when already completed, an e-mail
 * deduped per order. A failure is rethrown so Lambda retries; the last attempt also tells staff.
 */
export const runArchiveBuild = async (orderId: string): Promise<ArchiveBuildResult> => {
  const order = await getOrderItem(orderId);
  if (!order) return { outcome: 'skipped', reason: 'no such order' };
  if (!ARCHIVE_PRODUCTS.has(order.productType) || !order.eventCode) return { outcome: 'skipped', reason: `not an archive order (${order.productType})` };
  if (order.status !== 'processing' && order.status !== 'completed') return { outcome: 'skipped', reason: `order is ${order.status}` };
  const code = order.eventCode;
  const key = archiveObjectKey(code, orderId);
  const attempt = await countBuildAttempt(orderId, code, key);
  try {
    const kept = await keepEventPhotos(code);
    if (kept.outcome !== 'kept') {
      await noteForStaff(order, `Raw archive cannot be built: the event's photos are ${kept.outcome}.`);
      return { outcome: 'skipped', reason: `photos ${kept.outcome}` };
    }
    const built = await buildEventArchive(code, key, { expectedBytes: kept.storageBytes });
    const at = now();
    const { token, expiresAt } = await issueDownloadToken(orderId, randomBytes(32).toString('base64url'), new Date(at.getTime() + ARCHIVE_LINK_DAYS * DAY_MS).toISOString(), {
      at: at.toISOString(),
      entries: built.entries,
      bytes: built.bytes,
    });
    await putDownloadItem(token, { orderId, eventCode: code, objectKey: key, eventTitle: order.eventTitle, expiresAt });
    const downloadUrl = downloadUrlOf(token);
    const delivered = await deliver(order, downloadUrl, expiresAt);
    if (delivered) await mailOrder('archive-ready', delivered);
    log.info('raw archive ready', { orderId, eventCode: code, entries: built.entries, bytes: built.bytes, attempt: attempt.attempts });
    return { outcome: 'ready', downloadUrl, entries: built.entries, bytes: built.bytes };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (attempt.attempts >= MAX_BUILD_ATTEMPTS) {
      await clearBuildRequest(orderId).catch(() => undefined);
      await noteForStaff(order, `Raw archive build failed ${attempt.attempts} times; the payment is untouched. Rebuild or refund.`, message);
    } else {
      log.warn('raw archive build failed; Lambda retries it', { orderId, attempt: attempt.attempts, error: message });
    }
    throw err;
  }
};
