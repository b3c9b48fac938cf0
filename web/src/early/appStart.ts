/**
 * When the app (React and the route's code) may start loading. Normally at once. A lobby load first paints
 * the prerendered lobby (prerenderedFirstScreen.ts), so that React's download never delays that paint. A /gallery load first
 * paints its first row of photos without the app (galleryFirstPaint.ts) and holds the app until then: on a
 * slow phone the photos then get the whole connection instead of sharing it with ~130 KB of script, and
 * show about twice as soon; the app follows with the same bytes as before. The boot (startEarly.ts) sets the
 * hold and starts the app when it lets go.
 */
let held: Promise<void> = Promise.resolve();

/** The gallery's first paint, lying over the page (galleryFirstPaint.ts). */
export const FIRST_PAINT_ID = 'first-paint';

/** Takes the first paint away: the gallery has its photos, or the app shows something else (a failure page). */
export function removeFirstPaint(doc: Document = document): void {
  doc.getElementById(FIRST_PAINT_ID)?.remove();
}

/** Holds the app until `until` settles (whichever way: a failed first paint must never block the app). */
export function holdAppStart(until: Promise<unknown>): void {
  held = until.then(
    () => undefined,
    () => undefined,
  );
}

export const whenAppMayStart = (): Promise<void> => held;

/**
 * Settles once the current frame has been presented (a frame callback runs before its frame's paint, so two),
 * or after `maxMs` when frames do not come (a tab opened in the background paints nothing).
 */
export function afterPaint(win: Window = window, maxMs = 200): Promise<void> {
  return new Promise((resolve) => {
    const timer = win.setTimeout(resolve, maxMs);
    if (!win.requestAnimationFrame) return;
    win.requestAnimationFrame(() =>
      win.requestAnimationFrame(() =>
        win.setTimeout(() => {
          win.clearTimeout(timer);
          resolve();
        }, 0),
      ),
    );
  });
}
