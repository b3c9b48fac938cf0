import { randomBytes } from 'node:crypto';
import { ARCHIVE_LINK_DAYS, DAY_MS } from '../../../../shared/constants.js';
import { now } from '../../clock.js';
import { config } from '../../config.js';
import { issueDownloadToken, markPartsReady, putDownloadItem } from '../../data/archive-item.js';
import type { OrderItem } from '../../data/order-item.js';
import { DomainError } from '../../errors.js';
import { log } from '../../log.js';
import { recordOrderFacts, transitionOrder } from '../orders/transition-order.js';
import { mailArchiveReady } from './archive-ready-mail.js';
import { archivePartKey, partToken } from './archive-key.js';

/** The app URL of a download (DESIGN 9): it redirects to a fresh presigned GET each time. */
export const downloadUrlOf = (token: string): string => `${config.siteOrigin.replace(/\/+$/, '')}/api/downloads/${token}`;

/**
 * Writes the order's download links; a raw_archive order completes, a combo stays processing for its prints. A
 * raw_archive completed already (a rebuild: bought while its event ran, or its files lost) gets the new links
 * as they are: a rebuild may have a part more or fewer.
 */
const recordLinks = async (order: OrderItem, set: Pick<OrderItem, 'downloadUrl' | 'downloadExpiresAt' | 'downloadParts'>): Promise<OrderItem | undefined> => {
  if (order.productType !== 'raw_archive' || order.status === 'completed') return recordOrderFacts({ orderId: order.id, set });
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

export interface DeliveredArchive {
  downloadUrl: string;
  /** Every part's link, in order (one entry for a one-part archive). */
  partUrls: string[];
}

/**
 * Hands a finished archive (every part built) to the buyer: the order's one token (issued once, kept across
 * rebuilds), a DOWNLOAD item per part, the links on the order and the archive-ready e-mail (deduped per
 * order; one that fails is retried from an outbox until it goes). Idempotent: a redelivered last part writes
 * the same items and links and sends no second e-mail.
 * A one-part archive has exactly the one link it always had; a several-part one lists "Part 1 of N"….
 */
export const deliverArchive = async (order: OrderItem, build: { buildId: string; parts: number; entries: number; bytes: number }): Promise<DeliveredArchive> => {
  const code = order.eventCode ?? '';
  const at = now();
  const { token, expiresAt } = await issueDownloadToken(order.id, randomBytes(32).toString('base64url'), new Date(at.getTime() + ARCHIVE_LINK_DAYS * DAY_MS).toISOString(), {
    at: at.toISOString(),
    entries: build.entries,
    bytes: build.bytes,
  });
  const partUrls: string[] = [];
  for (let part = 1; part <= build.parts; part++) {
    const t = partToken(token, part, build.parts);
    await putDownloadItem(t, {
      orderId: order.id,
      eventCode: code,
      objectKey: archivePartKey(code, order.id, build.buildId, part, build.parts),
      eventTitle: order.eventTitle,
      expiresAt,
      ...(build.parts > 1 ? { part, parts: build.parts } : {}),
    });
    partUrls.push(downloadUrlOf(t));
  }
  const downloadUrl = partUrls[0] ?? downloadUrlOf(token);
  // A one-part archive clears a list left by an earlier several-part build (a rebuild after photos were hidden).
  const parts = build.parts > 1 ? partUrls : order.downloadParts?.length ? [] : undefined;
  const delivered = await recordLinks(order, { downloadUrl, downloadExpiresAt: expiresAt, downloadParts: parts });
  // The e-mail before the build counts as delivered: a crash in between makes SQS deliver the last part again
  // (the e-mail deduped), and a send that failed goes on the outbox in that same write (archive-ready-mail.ts).
  // A combo cancelled or refunded while its parts were built keeps its links (the download refuses them) but
  // gets no e-mail handing them out.
  const mailed = !delivered || (await mailArchiveReady(delivered));
  await markPartsReady(order.id, build.buildId, mailed ? undefined : at);
  log.info('raw archive ready', { orderId: order.id, eventCode: code, parts: build.parts, entries: build.entries, bytes: build.bytes });
  return { downloadUrl, partUrls };
};
