import { clearBuildRequest, countPartDone, countPartFailure, getArchiveItem } from '../../data/archive-item.js';
import { getOrderItem } from '../../data/order-item.js';
import { log } from '../../log.js';
import { archivePartKey } from './archive-key.js';
import { readArchivePlan, type ArchivePlan } from './archive-plan.js';
import { buildEventArchive, type BuiltArchive } from './build-archive.js';
import { deliverArchive } from './deliver-archive.js';
import type { ArchivePartMessage } from './part-message.js';
import { isValidArchiveOrder } from './event-archive.js';
import { noteForStaff } from './staff-note.js';
import { MAX_BUILD_ATTEMPTS, partRange } from './run-archive-build.js';

/**
 * Writes part `part` of the plan's build to that build's own key. A job may get here just before a rebuild is
 * planned and finish after the rebuild was delivered: its file lands beside the new build's, never over it.
 */
export const buildArchivePart = async (code: string, orderId: string, plan: ArchivePlan, part: number): Promise<BuiltArchive> => {
  const mine = plan.parts[part - 1];
  if (!mine) throw new Error(`no part ${part} in build ${plan.buildId}`);
  return buildEventArchive(code, archivePartKey(code, orderId, plan.buildId, part, plan.parts.length), {
    expectedBytes: mine.bytes,
    range: partRange(plan, part),
    folders: plan.folders,
    ...(plan.prompts ? { prompts: plan.prompts } : {}),
  });
};

export type ArchivePartResult =
  | { outcome: 'built'; part: number; parts: number; entries: number; bytes: number; counted: boolean; ready: boolean }
  | { outcome: 'skipped'; reason: string };

/**
 * One part job of an archive build (functions/jobs/build-archive-part.ts, from the SQS queue; issue #32.6):
 * builds its part's ZIP — the plan's run of photos, with the plan's guest folders — at the part's key,
 * then counts the part done (a conditional counter: a redelivered job counts nothing). The job that counts
 * the last part delivers the archive; so does a redelivery of a job whose delivery failed after it counted
 * (the build is not marked ready yet). A job of an older build (re-planned since) does nothing.
 * A failure is rethrown so SQS redelivers; the last delivery also tells staff.
 */
export const runArchivePart = async (message: ArchivePartMessage, receiveCount: number): Promise<ArchivePartResult> => {
  const { orderId, buildId, part } = message;
  const [archive, order] = await Promise.all([getArchiveItem(orderId), getOrderItem(orderId)]);
  if (!archive || archive.buildId !== buildId) return { outcome: 'skipped', reason: 'an older build' };
  if (!order?.eventCode || !isValidArchiveOrder(order)) return { outcome: 'skipped', reason: `order is ${order?.status ?? 'missing'}` };
  const code = order.eventCode;
  try {
    const plan = await readArchivePlan(code, orderId);
    if (plan.buildId !== buildId) return { outcome: 'skipped', reason: 'an older build' };
    const parts = plan.parts.length;
    if (!plan.parts[part - 1]) return { outcome: 'skipped', reason: `no part ${part} of ${parts}` };
    const built = await buildArchivePart(code, orderId, plan, part);
    const { counted, item } = await countPartDone(orderId, buildId, part, { entries: built.entries, bytes: built.bytes });
    const allDone = item !== undefined && item.buildId === buildId && (item.partsDone ?? 0) >= parts;
    const ready = allDone && (counted || item.readyBuildId !== buildId);
    if (ready) await deliverArchive(order, { buildId, parts, entries: item.partEntries ?? built.entries, bytes: item.partBytes ?? built.bytes });
    log.info('raw archive part built', { orderId, part, parts, entries: built.entries, bytes: built.bytes, counted, receiveCount });
    return { outcome: 'built', part, parts, entries: built.entries, bytes: built.bytes, counted, ready };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await countPartFailure(orderId).catch(() => undefined);
    if (receiveCount >= MAX_BUILD_ATTEMPTS) {
      await clearBuildRequest(orderId).catch(() => undefined);
      const which = archive.parts && archive.parts > 1 ? ` (part ${part} of ${archive.parts})` : '';
      await noteForStaff(order, `Raw archive build failed ${receiveCount} times${which}; the payment is untouched. Rebuild or refund.`, message);
    } else {
      log.warn('raw archive part failed; SQS delivers it again', { orderId, part, receiveCount, error: message });
    }
    throw err;
  }
};
