import type { Page } from 'playwright-core';

/**
 * A page's clock held still, for looking at something that lasts a few seconds on screen: the vote's 3 s
 * observation. On a loaded CI machine more than 3 s can pass between two steps of a test, and the locked
 * state was gone before the test looked (CI, session 10). With the clock held, requests, rendering and
 * images go on; the page's timers (the countdown, the 1.5 s "next photo") wait for `runPageClock` or
 * `letPageClockRun`. Playwright keeps one clock per browser context.
 */
export async function holdPageClock(page: Page): Promise<void> {
  // pauseAt wants an instant not before the page's now, which moves while this call travels: read it, add a
  // little, and read again if the page got there first.
  for (;;) {
    const pageNow = page.url() === 'about:blank' ? Date.now() : await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(pageNow + 25);
      return;
    } catch (error) {
      if (!String(error).includes('past')) throw error;
    }
  }
}

/**
 * Holds the page's clock at the moment a request leaves, before its answer can arrive: `action` (a goto, a
 * click) leads to the request, which waits at the network until the clock is held. A clock held before the
 * page has booted would stop the boot itself; holding it after the answer would be a race again.
 */
export async function holdPageClockAtRequest(page: Page, url: string | RegExp, action: () => Promise<unknown>): Promise<void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const reached = new Promise<void>((resolve) => (requested = resolve));
  await page.route(url, async (route) => {
    requested();
    await released;
    await route.fallback();
  }, { times: 1 });
  await action();
  await reached;
  await holdPageClock(page);
  release();
}

/** Moves the held clock on by `ms`, firing the timers due on the way, and keeps it held. */
export const runPageClock = (page: Page, ms: number): Promise<void> => page.clock.runFor(ms);

/** Lets the page's time flow again at the real pace, from where it was held. */
export const letPageClockRun = (page: Page): Promise<void> => page.clock.resume();
