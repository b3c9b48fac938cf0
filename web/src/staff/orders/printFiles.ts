import { staffEndpointRoutes } from '../../../../shared/api/staff-endpoint-routes';
import { callApi } from '../../api/callApi';

/** How often and how long to ask again while the archive job builds the ZIP (a few seconds for a bundle). */
export const PRINT_FILES_RETRY_MS = 2000;
export const PRINT_FILES_RETRIES = 60;

export interface PrintFiles {
  url: string;
  fileName: string;
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts (its timer cleared). */
const delay = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = (): void => {
      window.clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = window.setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });

/**
 * Asks for an order's print files until they exist: the first request starts the archive job's build, then
 * one request every PRINT_FILES_RETRY_MS, one at a time. `onPreparing` runs on each "still building" answer.
 * Undefined after PRINT_FILES_RETRIES answers without files. Aborting `signal` (the dialog closed) cancels
 * the request in flight or the wait, and rejects: nothing is left running.
 */
export async function waitForPrintFiles(token: string, orderId: string, signal: AbortSignal, onPreparing: () => void): Promise<PrintFiles | undefined> {
  for (let attempt = 0; ; attempt++) {
    const res = await callApi(staffEndpointRoutes.staffPrintFiles, { token, params: { orderId } }, signal);
    if (res.state === 'ready' && res.url) return { url: res.url, fileName: res.fileName };
    if (attempt >= PRINT_FILES_RETRIES) return undefined;
    onPreparing();
    await delay(PRINT_FILES_RETRY_MS, signal);
  }
}

/** Hands the ZIP to the browser's download (the link carries its name). */
export function savePrintFiles(files: PrintFiles): void {
  const a = document.createElement('a');
  a.href = files.url;
  a.download = files.fileName;
  document.body.append(a);
  a.click();
  a.remove();
}
