import type { PhotoQueueStore } from './photoQueue';

/**
 * The device's room for kept photos (issue #13 item 3: "Storage quota errors (IndexedDB full, private mode)
 * are reported before the shutter, not after"). Checked when the camera opens; the camera says what it means.
 * A photo still uploads when the device cannot keep it: it only would not survive going offline or a reload.
 */
export type PhotoStorageTrouble = 'unavailable' | 'full';

/** Room for a few photos (three JPEGs each, the raw one up to a few MB): below this the device counts as full. */
export const MIN_FREE_BYTES = 25 * 1024 * 1024;

interface StorageManagerLike {
  estimate?: () => Promise<{ quota?: number; usage?: number }>;
  persist?: () => Promise<boolean>;
  persisted?: () => Promise<boolean>;
}

const storageManager = (): StorageManagerLike | undefined => (typeof navigator === 'undefined' ? undefined : navigator.storage);

/** null when the queue can keep photos; otherwise why not. */
export async function checkPhotoStorage(store: PhotoQueueStore | null, storage: StorageManagerLike | undefined = storageManager()): Promise<PhotoStorageTrouble | null> {
  if (!store) return 'unavailable';
  try {
    // Opens the database: private modes that refuse IndexedDB fail here.
    await store.all();
  } catch {
    return 'unavailable';
  }
  try {
    const { quota, usage } = (await storage?.estimate?.()) ?? {};
    if (typeof quota === 'number' && quota - (usage ?? 0) < MIN_FREE_BYTES) return 'full';
  } catch {
    // No estimate: nothing to report.
  }
  return null;
}

let persistAsked = false;

/**
 * The first kept photo asks the browser to keep the site's storage under pressure (never evicted without
 * the guest's say): once per page, best effort (browsers may decide silently or ask the guest).
 */
export async function requestPersistentStorage(storage: StorageManagerLike | undefined = storageManager()): Promise<boolean> {
  if (persistAsked || !storage?.persist) return false;
  persistAsked = true;
  try {
    if (await storage.persisted?.()) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}

/** Tests: ask again. */
export function resetPersistRequest(): void {
  persistAsked = false;
}
