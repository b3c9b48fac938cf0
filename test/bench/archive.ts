import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startEmulators } from '../support/emulators.js';
import { REPO_ROOT } from './lib/paths.js';
import { round, rows, type SectionResult } from './lib/report.js';

/**
 * The raw archive (DESIGN 12: "built streaming: memory flat in the number of photos (≤ 256 MB at 2 000
 * photos)"). DynamoDB Local and the S3 emulator run here; an event with `photos` small photos (items and
 * their raw + polaroid objects) is seeded; then a child process runs only the builder (the same code as the
 * job: Query pages → lazy S3 GETs → yazl STORE → multipart upload) and reports its time and peak RSS.
 * Peak RSS is checked against the budget (the child runs under tsx, about 100 MB of it before the build
 * starts: reported as the baseline); time is reported.
 * Then the same event's archive in parts (issue #32.6): with the part size lowered (PARTS_BYTES) a second
 * child plans it and builds every part side by side, as the part jobs do; each part's ZIP is fetched and
 * listed (unzip), and the check is that the parts together hold every photo (raw frame and polaroid) once,
 * and that no part was planned over the part size.
 */
const SECTION = 'raw archive';
const BUDGET_MB = 256;
const RAW_BYTES = 48 * 1024;
const POLAROID_BYTES = 16 * 1024;
/**
 * The lowered part size of the parts run. The planner weighs a photo by its item's sizes (the seeded items
 * say 300 KB + 60 KB, more than the bench's small objects): 2 000 photos plan to ~720 MB, so four parts.
 */
const PARTS_BYTES = 200_000_000;

interface PartsOut {
  ms: number;
  planMs: number;
  photos: number;
  partBytes: number;
  parts: { part: number; key: string; photos: number; plannedPhotos: number; plannedBytes: number; entries: number; bytes: number }[];
}

/** Every part's ZIP fetched and listed: how many entries in all, how many distinct, and whether all pass their CRCs. */
const listParts = async (parts: PartsOut['parts']): Promise<{ entries: string[]; crcOk: boolean }> => {
  const { GetObjectCommand } = await import('@aws-sdk/client-s3');
  const { s3 } = await import('../../functions/core/s3.js');
  const dir = mkdtempSync(join(tmpdir(), 'candid-bench-parts-'));
  try {
    const entries: string[] = [];
    let crcOk = true;
    for (const p of parts) {
      const out = await s3.send(new GetObjectCommand({ Bucket: process.env.PHOTO_BUCKET, Key: p.key }));
      const file = join(dir, `part-${p.part}.zip`);
      writeFileSync(file, await out.Body?.transformToByteArray() ?? new Uint8Array());
      try {
        execFileSync('unzip', ['-tq', file], { stdio: 'ignore' });
      } catch {
        crcOk = false;
      }
      entries.push(...execFileSync('unzip', ['-Z1', file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).trim().split('\n').filter(Boolean));
    }
    return { entries, crcOk };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

const exec = promisify(execFile);

export const measureArchive = async (opts: { photos: number }): Promise<SectionResult> => {
  const r = rows(SECTION);
  const emulators = await startEmulators();
  try {
    Object.assign(process.env, emulators.env, { LOG_LEVEL: 'SILENT' });
    const { PutObjectCommand } = await import('@aws-sdk/client-s3');
    const { s3, photoObjectKey } = await import('../../functions/core/s3.js');
    const { seedPhotos } = await import('../support/seed-photos.js');
    const { archiveObjectKey } = await import('../../functions/core/domain/archive/build-archive.js');
    const code = `BENCH${Date.now().toString(36).slice(-4).toUpperCase()}`;

    // 2 000 photos by 40 guests (one folder each), each photo's raw frame and polaroid in S3.
    const guests = 40;
    const ids: string[] = [];
    for (let g = 0; g < guests; g++) ids.push(...(await seedPhotos(code, { id: `guest${g}`, name: `Guest ${g}` }, Math.ceil(opts.photos / guests))));
    const t0 = performance.now();
    const raw = Buffer.alloc(RAW_BYTES, 1);
    const polaroid = Buffer.alloc(POLAROID_BYTES, 2);
    const bucket = process.env.PHOTO_BUCKET;
    for (let i = 0; i < ids.length; i += 16) {
      await Promise.all(
        ids.slice(i, i + 16).flatMap((id) => [
          s3.send(new PutObjectCommand({ Bucket: bucket, Key: photoObjectKey(code, id, 'raw'), Body: raw })),
          s3.send(new PutObjectCommand({ Bucket: bucket, Key: photoObjectKey(code, id, 'polaroid'), Body: polaroid })),
        ]),
      );
    }
    const seedSeconds = (performance.now() - t0) / 1000;

    const { stdout } = await exec(join(REPO_ROOT, 'node_modules', '.bin', 'tsx'), [join(import.meta.dirname, 'archive', 'build-child.ts')], {
      env: { ...process.env, NODE_OPTIONS: '', BENCH_ARCHIVE_EVENT: code, BENCH_ARCHIVE_KEY: archiveObjectKey(code, 'BENCH') },
      maxBuffer: 1024 * 1024,
      timeout: 15 * 60_000,
    });
    const out = JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as {
      ms: number;
      entries: number;
      bytes: number;
      baselineRssMb: number;
      peakRssMb: number;
      peakParts: { heapUsed: number; external: number; arrayBuffers: number };
    };
    // The same event in parts, every part built side by side (as the queue's part jobs do).
    const partsRun = await exec(join(REPO_ROOT, 'node_modules', '.bin', 'tsx'), [join(import.meta.dirname, 'archive', 'parts-child.ts')], {
      env: { ...process.env, NODE_OPTIONS: '', BENCH_ARCHIVE_EVENT: code, CANDID_ARCHIVE_PART_BYTES: String(PARTS_BYTES) },
      maxBuffer: 1024 * 1024,
      timeout: 15 * 60_000,
    });
    const parts = JSON.parse(partsRun.stdout.trim().split('\n').pop() ?? '{}') as PartsOut;
    const listed = await listParts(parts.parts);
    const distinct = new Set(listed.entries).size;
    const expectedEntries = 2 * ids.length;
    const photoIdsOnce = ids.every((id) => listed.entries.filter((e) => e.endsWith(`${id.slice(-8).toLowerCase()}.jpg`)).length === 2);
    const partsBytes = parts.parts.reduce((n, p) => n + p.bytes, 0);
    const largestPlanned = Math.max(...parts.parts.map((p) => p.plannedBytes));
    return {
      section: SECTION,
      rows: [
        r.check(
          `parts hold every photo once (${parts.parts.length} parts at ${round(PARTS_BYTES / 1e6, 0)} MB)`,
          `${listed.entries.length} entries, ${distinct} distinct`,
          `${expectedEntries} entries, each once`,
          parts.parts.length > 1 && listed.entries.length === expectedEntries && distinct === expectedEntries && photoIdsOnce && listed.crcOk,
          '',
          `photos per part ${parts.parts.map((p) => p.photos).join(' / ')}; every ZIP passes unzip -t: ${listed.crcOk ? 'yes' : 'NO'}`,
        ),
        r.check('largest part as planned', round(largestPlanned / 1e6, 1), `≤ ${round(PARTS_BYTES / 1e6, 0)} MB`, largestPlanned <= PARTS_BYTES, 'MB'),
        r.report(
          'parts build time (side by side)',
          round(parts.ms / 1000, 1),
          's',
          undefined,
          `plan ${round(parts.planMs / 1000, 1)} s; ${round(partsBytes / 1024 / 1024, 0)} MB of ZIPs, ${round(partsBytes / 1024 / 1024 / (parts.ms / 1000), 1)} MB/s together against the local S3 emulator`,
        ),
        r.check(`peak RSS, ${ids.length} photos (${out.entries} files)`, round(out.peakRssMb, 0), `≤ ${BUDGET_MB} MB`, out.peakRssMb <= BUDGET_MB, 'MB', `process baseline ${round(out.baselineRssMb, 0)} MB`),
        // What the builder holds at most (JS heap, Buffers): RSS above this is garbage V8 has not collected yet
        // (with the heap capped at 48 MB the same build peaks at ~160 MB RSS, slower: memory is flat, GC lazy).
        r.report('peak JS heap / Buffers', `${round(out.peakParts.heapUsed, 0)} / ${round(out.peakParts.arrayBuffers, 0)}`, 'MB'),
        r.report('build time', round(out.ms / 1000, 1), 's', undefined, `${round(out.bytes / 1024 / 1024, 0)} MB ZIP, ${round(out.bytes / 1024 / 1024 / (out.ms / 1000), 1)} MB/s against the local S3 emulator`),
        r.report('seeding (S3 PUTs)', round(seedSeconds, 1), 's'),
      ],
      details: { photos: ids.length, ...out, seedSeconds, parts: { ...parts, listedEntries: listed.entries.length, distinct } },
    };
  } finally {
    await emulators.stop();
  }
};
