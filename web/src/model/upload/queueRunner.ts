import type { PhotoView } from '#shared/schemas/photos.js';
import type { PhotoQueueStore, QueuedPhoto } from './photoQueue';
import { UploadFailure, uploadFailureMessage } from './uploadPhoto';

/** After a failed try the queue waits this long, doubling up to the cap; `online` and a new photo try at once. */
export const QUEUE_BACKOFF_START_MS = 2000;
export const QUEUE_BACKOFF_MAX_MS = 60_000;

export const backoffDelay = (failures: number): number =>
  Math.min(QUEUE_BACKOFF_MAX_MS, QUEUE_BACKOFF_START_MS * 2 ** Math.max(0, failures - 1));

/** Uploads one queued photo (its clientId on every slot request); rejects with an UploadFailure. */
export type UploadQueued = (photo: QueuedPhoto, onSlot: (photoId: string) => void) => Promise<PhotoView>;

export interface QueueRunnerOptions {
  store: PhotoQueueStore;
  /** Whose photos this runner sends (the queue may hold another session's). */
  eventCode: string;
  participantId: string;
  upload: UploadQueued;
  /** The queue changed (this session's photos, oldest first). */
  onChange?: (photos: readonly QueuedPhoto[]) => void;
  onUploaded?: (photo: PhotoView) => void;
  /** A photo got its slot (its unit is now in the server's count). */
  onSlot?: () => void;
  /** A refusal that also says where the count stands (quota used up elsewhere). */
  onRefused?: (photo: QueuedPhoto) => void;
  /** An upload has to wait for the network (e.g. ask the browser for a Background Sync). */
  onWait?: () => void;
  /** `unsaved` turned true or false: closing the page now would, or would no longer, lose a photo. */
  onUnsavedChange?: (unsaved: boolean) => void;
  /**
   * Runs one photo's send while no other sender (another tab, the service worker's Background Sync) sends
   * one: a Web Lock in the browser. Inside it the runner reads the photo back from the store, so a photo
   * another sender finished is not sent twice.
   */
  exclusive?: <T>(run: () => Promise<T>) => Promise<T>;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** The server has the photo already: it leaves the queue as if confirmed now. */
const ALREADY_RECORDED = 'PHOTO_ALREADY_RECORDED';

const asFailure = (error: unknown): UploadFailure =>
  error instanceof UploadFailure ? error : new UploadFailure(0, '', null, null, true, { cause: error });

/**
 * Sends the queue, oldest first, one photo at a time. A photo leaves only when the server recorded it
 * (or says it already has). A network-type failure waits (backoff) and tries again; a refusal keeps the
 * photo with its reason and goes on with the next one.
 */
export class QueueRunner {
  private photos: QueuedPhoto[] = [];
  private running = false;
  private again = false;
  private failures = 0;
  private timer: unknown = null;
  /** Stopped for good: a send still under way finishes, but nothing further is sent and no timer is set. */
  private stopped = false;
  /** Photos the device could not (yet) store: only this runner's memory has them, so they are never "gone". */
  private readonly memoryOnly = new Set<string>();
  private readonly setTimer: NonNullable<QueueRunnerOptions['setTimer']>;
  private readonly clearTimer: NonNullable<QueueRunnerOptions['clearTimer']>;

  /** The last try of the photo at the head of the queue failed and the runner waits to try again. */
  get retrying(): boolean {
    return this.failures > 0;
  }

  constructor(private readonly options: QueueRunnerOptions) {
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  }

  /** This session's queued photos, oldest first. */
  get queued(): readonly QueuedPhoto[] {
    return this.photos;
  }

  /**
   * A kept photo only this page holds: its write to the device has not ended (or failed: private mode, a
   * full disk) and the server has not recorded it. Closing the page now would lose it.
   */
  get unsaved(): boolean {
    return this.memoryOnly.size > 0;
  }

  private setMemoryOnly(clientId: string, only: boolean): void {
    const before = this.unsaved;
    if (only) this.memoryOnly.add(clientId);
    else this.memoryOnly.delete(clientId);
    if (this.unsaved !== before) this.options.onUnsavedChange?.(this.unsaved);
  }

  private mine(photo: QueuedPhoto): boolean {
    return photo.eventCode === this.options.eventCode && photo.participantId === this.options.participantId;
  }

  private publish(next: QueuedPhoto[]): void {
    this.photos = next.filter((p) => this.mine(p)).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    this.options.onChange?.(this.photos);
  }

  private replace(photo: QueuedPhoto): void {
    this.publish([...this.photos.filter((p) => p.clientId !== photo.clientId), photo]);
  }

  /** App start: reads what the device kept, then sends it. */
  async start(): Promise<void> {
    const stored = await this.options.store.all();
    // A photo kept while the store was being read is not lost from view.
    this.publish([...stored, ...this.photos.filter((p) => !stored.some((s) => s.clientId === p.clientId))]);
    await this.kick();
  }

  /** Keep Photo: stored first (the count shows it at once), then sent. */
  async add(photo: QueuedPhoto): Promise<void> {
    this.setMemoryOnly(photo.clientId, true);
    this.replace(photo);
    try {
      await this.options.store.put(photo);
      this.setMemoryOnly(photo.clientId, false);
    } catch (error) {
      // A device that refuses to store (private mode, full) still uploads it; it just would not survive a reload.
      console.error('photo not stored on the device', error);
    }
    await this.kick();
  }

  /** The guest saved a refused photo elsewhere and lets it go. */
  async remove(clientId: string): Promise<void> {
    this.setMemoryOnly(clientId, false);
    this.publish(this.photos.filter((p) => p.clientId !== clientId));
    await this.options.store.remove(clientId);
  }

  /** Try now (online again, a new photo, the backoff timer). */
  async kick(): Promise<void> {
    if (this.timer !== null) {
      this.clearTimer(this.timer);
      this.timer = null;
    }
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    try {
      do {
        this.again = false;
        await this.sendAll();
      } while (this.again && this.timer === null);
    } finally {
      this.running = false;
    }
  }

  /** `online`: the wait so far says nothing about the network now. */
  online(): Promise<void> {
    this.failures = 0;
    return this.kick();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
  }

  private async sendAll(): Promise<void> {
    for (;;) {
      const next = this.photos.find((p) => !p.refusal);
      if (!next || this.stopped) return;
      const outcome = await this.send(next);
      // A send that was under way when the runner stopped sets no timer and is followed by none.
      if (this.stopped) return;
      if (outcome === 'wait') {
        this.failures += 1;
        if (this.failures === 1) this.options.onChange?.(this.photos);
        this.options.onWait?.();
        this.timer = this.setTimer(() => {
          this.timer = null;
          void this.kick();
        }, backoffDelay(this.failures));
        return;
      }
      if (this.failures > 0) {
        this.failures = 0;
        this.options.onChange?.(this.photos);
      }
    }
  }

  private send(photo: QueuedPhoto): Promise<'done' | 'wait'> {
    const exclusive = this.options.exclusive ?? ((run) => run());
    return exclusive(async () => {
      const latest = await this.latest(photo);
      if (latest === 'gone') {
        // Another sender recorded it (its unit is in the server's count now).
        if (!photo.photoId) this.options.onSlot?.();
        this.publish(this.photos.filter((p) => p.clientId !== photo.clientId));
        return 'done';
      }
      if (latest.refusal) {
        this.replace(latest);
        this.options.onRefused?.(latest);
        return 'done';
      }
      return this.upload(latest);
    });
  }

  /** The photo as the store has it now (another sender may have recorded or refused it meanwhile). */
  private async latest(photo: QueuedPhoto): Promise<QueuedPhoto | 'gone'> {
    if (this.memoryOnly.has(photo.clientId)) return photo;
    try {
      return (await this.options.store.all()).find((p) => p.clientId === photo.clientId) ?? 'gone';
    } catch {
      return photo;
    }
  }

  private async upload(photo: QueuedPhoto): Promise<'done' | 'wait'> {
    const { store } = this.options;
    // Its unit is counted once: a retry is answered with the slot it already holds (same clientId).
    let counted = photo.photoId !== undefined;
    try {
      const recorded = await this.options.upload(photo, (photoId) => {
        const slotted = { ...photo, photoId };
        this.replace(slotted);
        if (!counted) this.options.onSlot?.();
        counted = true;
        void store.put(slotted).catch(() => undefined);
      });
      await this.leave(photo.clientId);
      this.options.onUploaded?.(recorded);
      return 'done';
    } catch (error) {
      const failure = asFailure(error);
      if (failure.code === ALREADY_RECORDED) {
        await this.leave(photo.clientId);
        return 'done';
      }
      if (failure.retryable) return 'wait';
      const current = this.photos.find((p) => p.clientId === photo.clientId) ?? photo;
      const refused: QueuedPhoto = { ...current, refusal: { code: failure.code, message: uploadFailureMessage(failure) } };
      this.replace(refused);
      // A device that stores nothing still shows the refusal (and goes on with the next photo).
      await store.put(refused).catch((e: unknown) => console.error('photo not stored on the device', e));
      this.options.onRefused?.(refused);
      return 'done';
    }
  }

  private async leave(clientId: string): Promise<void> {
    this.setMemoryOnly(clientId, false);
    this.publish(this.photos.filter((p) => p.clientId !== clientId));
    // The server has it: a device that cannot forget it (it stores nothing) changes nothing; one left behind
    // is answered PHOTO_ALREADY_RECORDED next time.
    await this.options.store.remove(clientId).catch(() => undefined);
  }
}

/** Queued photos whose unit the server does not count yet (no slot granted, not refused). */
export const unslottedCount = (photos: readonly QueuedPhoto[]): number => photos.filter((p) => !p.photoId && !p.refusal).length;
/** Photos still to send (refused ones wait for the guest, not for the network). */
export const waitingCount = (photos: readonly QueuedPhoto[]): number => photos.filter((p) => !p.refusal).length;
