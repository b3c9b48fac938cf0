/**
 * The archive bench's measured process (test/bench/archive.ts starts it): only the builder runs here, so
 * its peak RSS is the builder's (the S3 emulator and DynamoDB Local live in the parent / their own process).
 * Prints one JSON line: { ms, entries, bytes, baselineRssMb, peakRssMb }.
 */
export {};

const code = process.env.BENCH_ARCHIVE_EVENT ?? '';
const key = process.env.BENCH_ARCHIVE_KEY ?? '';

const rssMb = (): number => process.memoryUsage.rss() / 1024 / 1024;
// Load the modules first: the baseline is the process with the SDK clients and the builder loaded.
const { buildEventArchive } = await import('../../../functions/core/domain/archive/build-archive.js');
const baselineRssMb = rssMb();
let peak = baselineRssMb;
const parts = { heapUsed: 0, external: 0, arrayBuffers: 0 };
const sampler = setInterval(() => {
  peak = Math.max(peak, rssMb());
  const m = process.memoryUsage();
  parts.heapUsed = Math.max(parts.heapUsed, m.heapUsed / 1048576);
  parts.external = Math.max(parts.external, m.external / 1048576);
  parts.arrayBuffers = Math.max(parts.arrayBuffers, m.arrayBuffers / 1048576);
}, 50);
const t0 = performance.now();
const built = await buildEventArchive(code, key);
const ms = performance.now() - t0;
clearInterval(sampler);
// maxRSS (KiB) catches peaks between samples.
const peakRssMb = Math.max(peak, process.resourceUsage().maxRSS / 1024);
process.stdout.write(`${JSON.stringify({ ms, entries: built.entries, bytes: built.bytes, baselineRssMb, peakRssMb, peakParts: parts })}\n`);
process.exit(0);
