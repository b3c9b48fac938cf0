import { Transform, type Readable } from 'node:stream';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { ZipFile } from 'yazl';
import { config } from '../../config.js';
import { csvDocument, type CsvCell } from '../../csv/csv-writer.js';
import type { PhotoRange } from '../../data/archive-item.js';
import type { PhotoItem } from '../../data/photo-item.js';
import { photoObjectKey, s3 } from '../../s3.js';
import { archivePhotosPage } from './archive-contents.js';
import { FolderNames, polaroidEntryPath, rawEntryPath } from './archive-names.js';

export { archiveObjectKey } from './archive-key.js';

/** Photos read from the table per Query page. */
const PAGE_SIZE = 100;
/** S3 GETs opened ahead of the one being zipped: hides each GET's latency, holds a few sockets' buffers at most. */
const PREFETCH = 4;
/**
 * Multipart part size and parts in flight: the upload holds about partSize × (QUEUE + 1) in memory, so
 * parts are as small as S3 allows (5 MiB) unless the archive needs bigger ones to stay within S3's 10 000
 * parts (a 5 MiB part fits archives up to ~48 GiB; the event's stored bytes decide, with room to spare).
 */
const MIN_PART_SIZE = 5 * 1024 * 1024;
const MAX_PARTS = 10_000;
const QUEUE_SIZE = 2;
export const partSizeFor = (expectedBytes: number): number => Math.max(MIN_PART_SIZE, Math.ceil((expectedBytes * 1.1) / (MAX_PARTS - 500)));

export interface ArchiveEntry {
  path: string;
  objectKey: string;
  mtime: Date;
}

/** The entries one photo contributes: its raw frame in the guest's folder, its polaroid under Polaroids/. */
export const entriesOf = (photo: PhotoItem, folder: string): ArchiveEntry[] => {
  const mtime = new Date(photo.uploadedAt);
  return [
    { path: rawEntryPath(folder, photo.uploaderName, photo.uploadedAt, photo.id), objectKey: photoObjectKey(photo.eventCode, photo.id, 'raw'), mtime },
    { path: polaroidEntryPath(folder, photo.uploaderName, photo.uploadedAt, photo.id), objectKey: photoObjectKey(photo.eventCode, photo.id, 'polaroid'), mtime },
  ];
};

/** Opens S3 GETs in entry order, at most PREFETCH ahead of the one yazl asks for. */
class Prefetcher {
  private readonly entries: ArchiveEntry[] = [];
  private readonly opened = new Map<number, Promise<Readable>>();
  private next = 0;

  add(entry: ArchiveEntry): number {
    this.entries.push(entry);
    return this.entries.length - 1;
  }

  private open(i: number): Promise<Readable> {
    const entry = this.entries[i];
    if (!entry) return Promise.reject(new Error(`no archive entry ${i}`));
    const p = s3.send(new GetObjectCommand({ Bucket: config.photoBucket, Key: entry.objectKey })).then((out) => {
      if (!out.Body) throw new Error(`empty body for ${entry.objectKey}`);
      return out.Body as Readable;
    });
    p.catch(() => undefined); // surfaced when yazl asks for it
    return p;
  }

  take(i: number): Promise<Readable> {
    for (let j = Math.max(this.next, i); j < Math.min(i + PREFETCH, this.entries.length); j++) if (!this.opened.has(j)) this.opened.set(j, this.open(j));
    this.next = Math.max(this.next, i + 1);
    const p = this.opened.get(i) ?? this.open(i);
    this.opened.delete(i);
    return p;
  }

  /** Streams opened ahead but never read (the build failed): give their sockets back. */
  drain(): void {
    for (const p of this.opened.values()) void p.then((s) => s.destroy(), () => undefined);
    this.opened.clear();
  }
}

export interface BuiltArchive {
  objectKey: string;
  /** Files in the ZIP (raw frames + polaroids). */
  entries: number;
  photos: number;
  bytes: number;
}

/** Adds one file to the ZIP being built; the S3 GET opens only when yazl reaches it. */
export type AddEntry = (entry: ArchiveEntry) => void;
/** A small file made here (a manifest), not read from S3. */
export type AddText = (path: string, text: string) => void;

/**
 * Streams a ZIP into a multipart upload at `objectKey` (DESIGN 13): `fill` adds the entries (and may read
 * pages while it does), each file is an S3 GET opened only when yazl reaches it (STORE: JPEGs do not
 * compress). Memory is flat in the number of files: a few GETs and upload parts in flight, plus yazl's
 * central directory (about a hundred bytes per file). Shared by the raw archive and the print files.
 */
export const streamZipToS3 = async (
  objectKey: string,
  fill: (add: AddEntry, addText: AddText) => Promise<void>,
  opts: { expectedBytes?: number } = {},
): Promise<{ entries: number; bytes: number }> => {
  const zip = new ZipFile();
  const prefetch = new Prefetcher();
  let entries = 0;
  let bytes = 0;
  const output = zip.outputStream as Readable;
  // Counts the bytes on their way to the upload. Piped (not a 'data' listener, which would switch the ZIP
  // stream to flowing mode and drop the upload's backpressure: the whole archive would pile up in memory).
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  output.on('error', (err) => counted.destroy(err));
  output.pipe(counted);
  const upload = new Upload({
    client: s3,
    params: { Bucket: config.photoBucket, Key: objectKey, Body: counted, ContentType: 'application/zip' },
    partSize: partSizeFor(opts.expectedBytes ?? 0),
    queueSize: QUEUE_SIZE,
    leavePartsOnError: false,
  });
  let failure: unknown;
  const fail = (err: unknown): void => {
    failure ??= err;
    output.destroy(err instanceof Error ? err : new Error(String(err)));
  };
  zip.on('error', fail);
  const uploaded = upload.done();
  const add: AddEntry = (entry) => {
    const index = prefetch.add(entry);
    entries++;
    zip.addReadStreamLazy(entry.path, { compress: false, mtime: entry.mtime }, (cb) => {
      prefetch.take(index).then(
        (stream) => {
          stream.on('error', fail);
          cb(null, stream);
        },
        (err: unknown) => cb(err, undefined as unknown as Readable),
      );
    });
  };
  const addText: AddText = (path, text) => {
    entries++;
    zip.addBuffer(Buffer.from(text, 'utf8'), path, { mtime: new Date() });
  };
  const filled = (async () => {
    await fill(add, addText);
    zip.end();
  })().catch(fail);
  try {
    await Promise.all([uploaded, filled]);
  } catch (err) {
    fail(err);
  } finally {
    prefetch.drain();
  }
  if (failure) {
    await upload.abort().catch(() => undefined);
    throw failure instanceof Error ? failure : new Error(String(failure));
  }
  return { entries, bytes };
};

export interface ArchiveBuildOptions {
  expectedBytes?: number;
  /** One part's run of photos (plan-parts.ts); absent: every archive photo. */
  range?: PhotoRange;
  /** The plan's folder of each guest (the same in every part); a guest it does not know gets one here. */
  folders?: Readonly<Record<string, string>>;
  /** The event's photo challenges by id, as text (issue #33): given, the ZIP ends with CHALLENGES_CSV. */
  prompts?: Readonly<Record<string, string>>;
}

/** Each photo of the ZIP with its challenge (issue #33: the archive carries the prompt, a column, no folders). */
export const CHALLENGES_CSV = 'Challenges.csv';
const CHALLENGES_HEADER = ['File', 'Guest', 'Taken at', 'Challenge'] as const;

/**
 * Builds one ZIP of the event's archive photos (archive-contents.ts: not hidden, not deleted) — all of them
 * or one part's run — streaming: the photos are read page by page (Query, no scan), raw frames in per-guest
 * folders and polaroids under Polaroids/ (streamZipToS3).
 */
export const buildEventArchive = async (eventCode: string, objectKey: string, opts: ArchiveBuildOptions = {}): Promise<BuiltArchive> => {
  const names = new FolderNames();
  const folderOf = (photo: PhotoItem): string => opts.folders?.[photo.uploaderId] ?? names.folderOf(photo.uploaderId, photo.uploaderName);
  let photos = 0;
  const prompts = opts.prompts;
  const rows: CsvCell[][] = [];
  const built = await streamZipToS3(
    objectKey,
    async (add, addText) => {
      let cursor: Record<string, unknown> | undefined;
      do {
        const page = await archivePhotosPage(eventCode, cursor, PAGE_SIZE, opts.range);
        for (const photo of page.photos) {
          photos++;
          const entries = entriesOf(photo, folderOf(photo));
          for (const entry of entries) add(entry);
          if (prompts) rows.push([entries[0]!.path, photo.uploaderName, photo.uploadedAt, photo.promptId ? (prompts[photo.promptId] ?? '') : '']);
        }
        cursor = page.cursor;
      } while (cursor);
      if (prompts) addText(CHALLENGES_CSV, csvDocument([[...CHALLENGES_HEADER], ...rows]));
    },
    opts.expectedBytes === undefined ? {} : { expectedBytes: opts.expectedBytes },
  );
  return { objectKey, entries: built.entries, photos, bytes: built.bytes };
};
