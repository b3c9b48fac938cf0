import type { Page } from 'playwright-core';

/** A photo the phone's upload queue holds, as the browser tests read it. */
export interface DeviceQueueRow {
  clientId: string;
  /** The server's refusal code, or null while it waits to upload. */
  refusal: string | null;
  promptId: string | null;
  /** Whether the row carries its own credential (the service worker's Background Sync sends with it). */
  token: boolean;
}

/** What the phone's upload queue (IndexedDB `candid-photo-queue`) holds now, read inside the page. */
export const deviceQueue = (page: Page): Promise<DeviceQueueRow[]> =>
  page.evaluate(
    () =>
      new Promise<DeviceQueueRow[]>((resolve, reject) => {
        const open = indexedDB.open('candid-photo-queue', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('photos', { keyPath: 'clientId' });
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('photos').objectStore('photos').getAll();
          all.onsuccess = () => {
            const rows = all.result as { clientId: string; refusal?: { code: string | null }; promptId?: string; token?: string }[];
            resolve(rows.map((r) => ({ clientId: r.clientId, refusal: r.refusal?.code ?? null, promptId: r.promptId ?? null, token: typeof r.token === 'string' })));
            open.result.close();
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
