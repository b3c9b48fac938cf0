/**
 * The archive bench's parts run (test/bench/archive.ts starts it; issue #32.6): the planning job's plan of
 * the event's archive at the lowered part size (CANDID_ARCHIVE_PART_BYTES), then every part built side by
 * side in this process — each exactly what one build-archive-part job runs (its run of photos, the plan's
 * folders, its own ZIP at its own key), as the local stack runs them. Prints one JSON line:
 * { ms, photos, parts: [{ part, key, photos, plannedBytes, entries, bytes }] }.
 */
export {};

const code = process.env.BENCH_ARCHIVE_EVENT ?? '';
const orderId = process.env.BENCH_ARCHIVE_ORDER ?? 'BENCHPARTS';

const [{ config }, { planArchive, partRange }, { buildEventArchive }, { archivePartKey }] = await Promise.all([
  import('../../../functions/core/config.js'),
  import('../../../functions/core/domain/archive/run-archive-build.js'),
  import('../../../functions/core/domain/archive/build-archive.js'),
  import('../../../functions/core/domain/archive/archive-key.js'),
]);
const t0 = performance.now();
const { plan, photos } = await planArchive(code, 'bench', config.archivePartBytes);
const planMs = performance.now() - t0;
const n = plan.parts.length;
const parts = await Promise.all(
  plan.parts.map(async (p) => {
    const key = archivePartKey(code, orderId, plan.buildId, p.part, n);
    const built = await buildEventArchive(code, key, { expectedBytes: p.bytes, range: partRange(plan, p.part), folders: plan.folders });
    return { part: p.part, key, photos: built.photos, plannedPhotos: p.photos, plannedBytes: p.bytes, entries: built.entries, bytes: built.bytes };
  }),
);
const ms = performance.now() - t0;
process.stdout.write(`${JSON.stringify({ ms, planMs, photos, partBytes: config.archivePartBytes, parts })}\n`);
process.exit(0);
