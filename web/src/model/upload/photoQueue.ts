import type { PhotoFilterId } from '#shared/photo-filters.js';
import type { PhotoFiles } from './uploadPhoto';

/**
 * The device's queue of kept photos (issue #13 "Never lose a photo"): Keep writes the three files and who
 * took them here first, then uploads. A photo leaves the queue only when the server recorded it.
 */
export interface QueuedPhoto {
  /** Chosen once per photo: every slot request for it carries it, so a retry never takes a second unit. */
  clientId: string;
  eventCode: string;
  participantId: string;
  /** The participant credential when it was kept: the service worker's Background Sync sends with it (it cannot
   * read the page's session store); the page sends with the session's current one. Absent in older records. */
  token?: string;
  createdAt: string;
  files: PhotoFiles;
  /** The camera filter it was taken with, sent with its slot request. Absent in older records (sent without). */
  filter?: PhotoFilterId;
  /** The photo challenge it was kept for (issue #33), sent with its slot request: a photo kept offline arrives with it. */
  promptId?: string;
  /** The server granted its slot: its unit of quota is in the server's count from then on. */
  photoId?: string;
  /** The server refused it for good: it stays on the phone with the reason (Save to phone). */
  refusal?: { code: string | null; message: string };
}

/** Where the queue lives: IndexedDB in the browser, memory in tests. */
export interface PhotoQueueStore {
  all(): Promise<QueuedPhoto[]>;
  put(photo: QueuedPhoto): Promise<void>;
  remove(clientId: string): Promise<void>;
}

export function memoryQueueStore(): PhotoQueueStore {
  const items = new Map<string, QueuedPhoto>();
  return {
    all: async () => [...items.values()],
    put: async (photo) => {
      items.set(photo.clientId, photo);
    },
    remove: async (clientId) => {
      items.delete(clientId);
    },
  };
}

export const PHOTO_QUEUE_DB = 'candid-photo-queue';
const STORE = 'photos';

const request = <T>(req: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });

const completion = (tx: IDBTransaction): Promise<void> =>
  new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });

/** The queue in IndexedDB (Blobs are stored as they are). The database opens on first use. */
export function indexedDbQueueStore(name: string = PHOTO_QUEUE_DB): PhotoQueueStore {
  let db: Promise<IDBDatabase> | null = null;
  const open = (): Promise<IDBDatabase> => {
    db ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(name, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'clientId' });
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    }).catch((error: unknown) => {
      db = null;
      throw error;
    });
    return db;
  };
  const write = async (run: (store: IDBObjectStore) => void): Promise<void> => {
    const tx = (await open()).transaction(STORE, 'readwrite');
    run(tx.objectStore(STORE));
    await completion(tx);
  };
  return {
    all: async () => (await request((await open()).transaction(STORE).objectStore(STORE).getAll())) as QueuedPhoto[],
    put: (photo) => write((store) => store.put(photo)),
    remove: (clientId) => write((store) => store.delete(clientId)),
  };
}
