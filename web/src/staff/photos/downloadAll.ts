/**
 * Bulk download (commerce spec section 9): files 500 ms apart, named {title}-{kind}-photo-{n}.jpg. Each file
 * is a link click, which browsers save without leaving the page; the presigned download URLs carry their own
 * Content-Disposition, the `download` name is used where the browser honours it.
 */
export const DOWNLOAD_STAGGER_MS = 500;

export type DownloadKind = 'polaroid' | 'raw';
export interface DownloadFile {
  url: string;
  name: string;
}

/** The spec's file name: the title made safe for a file system, the kind, and the 1-based position. */
export const downloadName = (title: string, kind: DownloadKind, n: number): string => {
  const safe = title.trim().replace(/[\\/:*?"<>|\s]+/g, '-').replace(/-+/g, '-').replace(/^-|-$/g, '') || 'event';
  return `${safe}-${kind}-photo-${n}.jpg`;
};

const clickDownload = (file: DownloadFile): void => {
  const a = document.createElement('a');
  a.href = file.url;
  a.download = file.name;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
};

/** Starts each download DOWNLOAD_STAGGER_MS after the previous one; resolves after the last. */
export const downloadAll = async (
  files: readonly DownloadFile[],
  opts: { start?: (file: DownloadFile) => void; wait?: (ms: number) => Promise<void>; signal?: AbortSignal } = {},
): Promise<number> => {
  const start = opts.start ?? clickDownload;
  const wait = opts.wait ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  let started = 0;
  for (const [i, file] of files.entries()) {
    if (opts.signal?.aborted) break;
    if (i > 0) await wait(DOWNLOAD_STAGGER_MS);
    start(file);
    started++;
  }
  return started;
};
