import { now } from '../core/clock.js';
import { mailDueArchives } from '../core/domain/archive/archive-ready-mail.js';
import { requestDueArchiveBuilds } from '../core/domain/archive/due-archive-builds.js';
import { endDueEvents } from '../core/domain/events/end-event.js';
import { mailDueShipped } from '../core/domain/orders/shipped-mail.js';
import { askDueRefunds } from '../core/domain/payments/owed-refunds.js';
import { JobItemsFailed } from '../core/jobs/each-item.js';
import { log } from '../core/log.js';
import { failureLogged } from '../core/failure-logged.js';

type Result = Awaited<ReturnType<typeof endDueEvents>> & {
  archivesMailed: string[];
  archiveMailsFailed: string[];
  shippedMailed: string[];
  shippedMailsFailed: string[];
  refundsAsked: string[];
  refundsFailed: string[];
  archiveBuildsRequested: string[];
  archiveBuildsFailed: string[];
};

/**
 * Scheduled, every minute: ends every running event whose countdown has run out, then sends the e-mails still
 * owed from the outboxes — prints asks, archive-ready e-mails whose send failed at delivery, and shipped
 * e-mails whose send failed when staff completed the order — and asks again the refunds Stripe has not
 * answered since a paid order was cancelled for one, and asks again for the raw archives that waited for their
 * event's last uploads (idempotent; GSI1, no scan).
 */
export const handler = failureLogged('end-due-events', async (): Promise<Result> => {
  const result = await endDueEvents();
  const at = now();
  const archives = await mailDueArchives(at);
  const shipped = await mailDueShipped(at);
  const refunds = await askDueRefunds(at);
  const builds = await requestDueArchiveBuilds(at);
  if (result.ended.length > 0) log.info('auto-ended events', { count: result.ended.length, codes: result.ended });
  if (result.printsAsked.length > 0) log.info('prints asks sent', { count: result.printsAsked.length, codes: result.printsAsked });
  if (archives.mailed.length > 0) log.info('archive-ready e-mails sent', { count: archives.mailed.length, orderIds: archives.mailed });
  if (shipped.mailed.length > 0) log.info('shipped e-mails sent', { count: shipped.mailed.length, orderIds: shipped.mailed });
  if (refunds.asked.length > 0) log.info('owed refunds asked again', { count: refunds.asked.length, orderIds: refunds.asked });
  if (builds.requested.length > 0) log.info('raw archives asked for again after waiting for uploads', { count: builds.requested.length, orderIds: builds.requested });
  const failed = [
    ...result.failed,
    ...result.printsFailed.map((code) => `prints-ask:${code}`),
    ...archives.failed.map((id) => `archive-ready:${id}`),
    ...shipped.failed.map((id) => `order-shipped:${id}`),
    ...refunds.failed.map((id) => `refund:${id}`),
    ...builds.failed.map((id) => `archive-build:${id}`),
  ];
  if (failed.length > 0) throw new JobItemsFailed('end-due-events', failed);
  return { ...result, archivesMailed: archives.mailed, archiveMailsFailed: archives.failed, shippedMailed: shipped.mailed, shippedMailsFailed: shipped.failed, refundsAsked: refunds.asked, refundsFailed: refunds.failed, archiveBuildsRequested: builds.requested, archiveBuildsFailed: builds.failed };
});
