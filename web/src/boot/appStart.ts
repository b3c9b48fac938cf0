/**
 * When the app (React and the route's code) may start loading. Normally at once. A /gallery load first
 * paints its first row of photos without the app (galleryFirstPaint.ts) and holds the app until then: on a
 * slow phone the photos then get the whole connection instead of sharing it with ~130 KB of script, and
 * show about twice as soon; the app follows with the same bytes as before. The boot (startEarly.ts) sets the
 * hold and starts the app when it lets go.
 */
let held: Promise<void> = Promise.resolve();

/** Holds the app until `until` settles (whichever way: a failed first paint must never block the app). */
export function holdAppStart(until: Promise<unknown>): void {
  held = until.then(
    () => undefined,
    () => undefined,
  );
}

export const whenAppMayStart = (): Promise<void> => held;
