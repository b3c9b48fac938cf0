/** Spec (section 9): bulk downloads start 500 ms apart, named {title}-{kind}-photo-{n}.jpg. */
export const DOWNLOAD_STAGGER_MS = 500;

export type PhotoFileKind = 'polaroid' | 'raw';

/** Characters no file system accepts in a name become '-'; n counts from 1. */
export const bulkPhotoFileName = (title: string, kind: PhotoFileKind, n: number): string => {
  const safe = Array.from(title, (ch) => (ch.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(ch) ? '-' : ch)).join('').trim();
  return `${safe || 'event'}-${kind}-photo-${n}.jpg`;
};

export interface BulkDownloadFile {
  /** A presigned GET of the file (the bucket allows GET from the site: fetched, then saved under our name). */
  url: string;
  /** The same file with Content-Disposition: the fallback when fetching it fails. */
  downloadUrl?: string | null;
}

export interface DownloadAllOptions {
  /** Defaults to a real 500 ms timer (tests pass their own). */
  wait?: (ms: number) => Promise<void>;
  /** Saves a blob or URL under a name (defaults to an <a download> click). */
  save?: (href: string, name: string) => void;
  fetchFile?: (url: string) => Promise<Blob>;
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
}

const clickDownload = (href: string, name: string): void => {
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
};

const fetchBlob = async (url: string): Promise<Blob> => {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${res.status}`);
  return res.blob();
};

/**
 * Downloads each file in turn, one every 500 ms (browsers block bursts of downloads). A file is fetched
 * and saved under the spec's name; if that fails, its Content-Disposition URL is opened instead (the
 * server's file name). Returns how many files were started.
 */
export async function downloadAll(files: readonly BulkDownloadFile[], title: string, kind: PhotoFileKind, options: DownloadAllOptions = {}): Promise<number> {
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const save = options.save ?? clickDownload;
  const fetchFile = options.fetchFile ?? fetchBlob;
  let started = 0;
  for (const [i, file] of files.entries()) {
    if (options.signal?.aborted) break;
    if (i > 0) await wait(DOWNLOAD_STAGGER_MS);
    const name = bulkPhotoFileName(title, kind, i + 1);
    try {
      const href = URL.createObjectURL(await fetchFile(file.url));
      save(href, name);
      // The click has handed the blob to the browser's download by the next task.
      setTimeout(() => URL.revokeObjectURL(href), 60_000);
    } catch {
      save(file.downloadUrl ?? file.url, name);
    }
    started++;
    options.onProgress?.(started, files.length);
  }
  return started;
}
