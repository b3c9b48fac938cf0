/**
 * Photos removed (hidden or deleted, live) while reads were under way. A read sent before a removal can answer
 * after it and would bring the photo back: each read leaves out what was removed since it started. Kept only
 * while some read is under way, so it stays small on a page that runs for hours (the wall, a gallery).
 */
export interface RemovedWhileReading {
  /** A read starts: its mark for `removedSince`. Call `done` once it has used its answer, however it ended. */
  start(): number;
  done(): void;
  /** A removal heard live. */
  removed(photoId: string): void;
  /** Whether the photo was removed after the read that took `mark` started. */
  removedSince(mark: number): (photoId: string) => boolean;
}

export function removedWhileReading(): RemovedWhileReading {
  let seq = 0;
  let reading = 0;
  const removed = new Map<string, number>();
  return {
    start: () => {
      reading++;
      return seq;
    },
    done: () => {
      if (--reading === 0) removed.clear();
    },
    removed: (photoId) => {
      seq++;
      if (reading > 0) removed.set(photoId, seq);
    },
    removedSince: (mark) => (photoId) => (removed.get(photoId) ?? mark) > mark,
  };
}
