import { randomUUID } from 'node:crypto';
import { config } from '../../config.js';
import { clearBuildRequest, clearDeferredBuild, countBuildAttempt, deferBuild, eventHasSlots, startPartsBuild } from '../../data/archive-item.js';
import { eventClosed } from '../../data/event-open.js';
import { now } from '../../clock.js';
import { promptTextsOf } from '../challenges/prompt-export-texts.js';
import type { EventItem } from '../../data/event-item.js';
import { getOrderItem } from '../../data/order-item.js';
import { keepEventPhotos } from '../../data/photo-retention.js';
import { sendMessages } from '../../jobs/send-messages.js';
import { log } from '../../log.js';
import { archiveBytesOf, archivePhotosPage } from './archive-contents.js';
import { archiveObjectKey } from './archive-key.js';
import { FolderNames } from './archive-names.js';
import { writeArchivePlan, type ArchivePlan } from './archive-plan.js';
import { planParts, type PlannedPhoto } from './plan-parts.js';
import type { ArchivePartMessage } from './part-message.js';
import { ARCHIVE_PRODUCTS } from './request-archive-build.js';
import { noteForStaff } from './staff-note.js';
import { isPaidStatus } from '../../../../shared/orders/order-status.js';

export { downloadUrlOf } from './deliver-archive.js';

/** Lambda's asynchronous invoke runs a failing event three times (the first try and two retries); SQS delivers a part job as often (maxReceiveCount). */
export const MAX_BUILD_ATTEMPTS = 3;
/** Photos read per Query page while planning (only their ids, guests and sizes are kept). */
const PLAN_PAGE = 500;

export type ArchiveBuildResult =
  | { outcome: 'planned'; buildId: string; parts: number; photos: number }
  | { outcome: 'waiting'; until: string }
  | { outcome: 'skipped'; reason: string };

/** How often a build waiting for an event's last uploads looks again (the auto-end job runs every minute). */
const SETTLE_POLL_MS = 60_000;

/**
 * Whether the event's photos are settled at `at`: it takes no new upload (ended by its status or its end time,
 * or its gallery expired: request-slot.ts's condition) and none is in flight (no slot: a slot taken before the
 * end is confirmed until it is released, and its photo is kept like any other). Once settled it stays so — no
 * slot can be taken any more — so a plan read after this (consistently) holds every photo the event will have.
 * Otherwise: 'open' (it may take photos until `until`) or 'in-flight' (look again in a minute).
 */
export const uploadsSettleCheck = async (
  code: string,
  event: Pick<EventItem, 'status' | 'endsAt' | 'galleryExpiresAt'>,
  at: Date,
): Promise<{ state: 'open' | 'in-flight'; until: Date } | undefined> => {
  const closes = Math.min(Date.parse(event.galleryExpiresAt), event.endsAt ? Date.parse(event.endsAt) : Number.POSITIVE_INFINITY);
  if (!eventClosed(event, at) && closes > at.getTime()) return { state: 'open', until: new Date(closes) };
  if (await eventHasSlots(code)) return { state: 'in-flight', until: new Date(at.getTime() + SETTLE_POLL_MS) };
  return undefined;
};

/**
 * Plans an event's archive: its photos read once (Query pages; ids, guests, sizes), cut into parts of at most
 * `partBytes` (plan-parts.ts), and every guest's folder decided over the whole archive's order.
 */
export const planArchive = async (
  code: string,
  buildId: string,
  partBytes: number,
  challengePrompts?: EventItem['challengePrompts'],
): Promise<{ plan: ArchivePlan; photos: number }> => {
  const photos: PlannedPhoto[] = [];
  const names = new FolderNames();
  const folders: Record<string, string> = {};
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await archivePhotosPage(code, cursor, PLAN_PAGE);
    for (const p of page.photos) {
      photos.push({ id: p.id, bytes: archiveBytesOf(p) });
      folders[p.uploaderId] = names.folderOf(p.uploaderId, p.uploaderName);
    }
    cursor = page.cursor;
  } while (cursor);
  const planned = planParts(photos, partBytes);
  // The photo challenges' texts (issue #33): each part lists its photos' challenges in Challenges.csv.
  const prompts = Object.fromEntries(promptTextsOf(challengePrompts));
  return {
    plan: {
      buildId,
      // An event without archive photos still gets its (empty) archive, as before parts.
      parts: planned.length > 0 ? planned : [{ part: 1, firstId: '', photos: 0, bytes: 0 }],
      folders,
      ...(Object.keys(prompts).length > 0 ? { prompts } : {}),
    },
    photos: photos.length,
  };
};

/** A part's run of photos in its plan: from its first photo to the next part's first (the first part from the start). */
export const partRange = (plan: Pick<ArchivePlan, 'parts'>, part: number): { fromId: string | undefined; toId: string | undefined } => ({
  fromId: part === 1 ? undefined : plan.parts[part - 1]?.firstId,
  toId: plan.parts[part]?.firstId,
});

/**
 * The archive job's work for one order (functions/jobs/build-archive.ts; issue #32.6): it plans the archive
 * and fans it out — it reads the archive's photos once (Query pages: ids, guests, sizes), cuts them into
 * parts of at most the part size (plan-parts.ts), decides every guest's folder, writes the plan beside the
 * archive, starts the build's part counter and queues one job per part (SQS → build-archive-part). The last
 * part to finish delivers the links (run-archive-part.ts). Idempotent: a retry plans again under a new build
 * id, and the older build's parts no longer count. A failure is rethrown so Lambda retries; the last attempt
 * also tells staff.
 */
export const runArchiveBuild = async (orderId: string): Promise<ArchiveBuildResult> => {
  const order = await getOrderItem(orderId);
  if (!order) return { outcome: 'skipped', reason: 'no such order' };
  if (!ARCHIVE_PRODUCTS.has(order.productType) || !order.eventCode) return { outcome: 'skipped', reason: `not an archive order (${order.productType})` };
  if (!isPaidStatus(order.status)) return { outcome: 'skipped', reason: `order is ${order.status}` };
  const code = order.eventCode;
  const { attempts } = await countBuildAttempt(orderId, code, archiveObjectKey(code, orderId));
  try {
    const kept = await keepEventPhotos(code);
    if (kept.outcome !== 'kept') {
      await noteForStaff(order, `Raw archive cannot be built: the event's photos are ${kept.outcome}.`);
      return { outcome: 'skipped', reason: `photos ${kept.outcome}` };
    }
    // Every kept photo in the archive, the last-second ones too: planned earlier, a photo confirmed after its
    // part was read was left out (an organizer buying at the end, a guest's phone sending its last shot a
    // minute later). In flight: the build waits (the auto-end job asks again, due-archive-builds.ts). Still open
    // (bought before the end): built now, and again once the event closes, with the same link.
    const settle = await uploadsSettleCheck(code, kept.uploads, now());
    if (settle?.state === 'in-flight') {
      await deferBuild(orderId, settle.until);
      await clearBuildRequest(orderId);
      log.info('raw archive waits for the event\'s last uploads', { orderId, eventCode: code, until: settle.until.toISOString() });
      return { outcome: 'waiting', until: settle.until.toISOString() };
    }
    if (settle?.state === 'open') await deferBuild(orderId, settle.until);
    else await clearDeferredBuild(orderId);
    const buildId = randomUUID();
    const { plan, photos } = await planArchive(code, buildId, config.archivePartBytes, kept.challengePrompts);
    const parts = plan.parts;
    await writeArchivePlan(code, orderId, plan);
    await startPartsBuild(orderId, buildId, parts.length);
    await sendMessages(
      config.archivePartsQueueUrl,
      parts.map((p): ArchivePartMessage => ({ orderId, buildId, part: p.part })),
    );
    log.info('raw archive planned', { orderId, eventCode: code, buildId, parts: parts.length, photos });
    return { outcome: 'planned', buildId, parts: parts.length, photos };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (attempts >= MAX_BUILD_ATTEMPTS) {
      await clearBuildRequest(orderId).catch(() => undefined);
      await noteForStaff(order, `Raw archive build failed ${attempts} times; the payment is untouched. Rebuild or refund.`, message);
    } else {
      log.warn('raw archive planning failed; Lambda retries it', { orderId, attempt: attempts, error: message });
    }
    throw err;
  }
};
