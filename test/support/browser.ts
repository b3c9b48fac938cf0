import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/** Debian's Chromium, the whole browser (never a downloaded one): Lighthouse, and what only it does (below). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's chromium-headless-shell: the same engine built without the browser's UI layer. The browser tests run
 * on it: on a busy 2-core machine the browser layer is short of CPU, and the shell takes ~40 % less per test (journeys:
 * renderer + browser + GPU process 108 → 47 CPU-s, with reduced motion; issue #30). The whole browser is kept for
 * what differs: a real permission refusal (camera-layout's "camera denied").
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/lib/chromium/chromium-headless-shell') ? '/usr/lib/chromium/chromium-headless-shell' : CHROMIUM_PATH);

/**
 * The tests' Chromium, with the flags DESIGN section 13 found necessary here. `extraArgs`, e.g. a video file for
 * the fake camera (`--use-file-for-fake-video-capture=…`).
 */
export const launchBrowser = (extraArgs: readonly string[] = []): Promise<Browser> =>
  chromium.launch({
    executablePath: TEST_CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-device-for-media-stream=fps=5',
      '--use-fake-ui-for-media-stream',
      ...extraArgs,
    ],
  });

/**
 * A phone: 390×844 CSS px, touch, mobile user agent — what the app's device detection calls mobile.
 * `overrides` replace single options, e.g. another `viewport` (its screen follows it, as with setViewportSize).
 */
export const phoneContext = (browser: Browser, baseURL: string, overrides: BrowserContextOptions = {}): Promise<BrowserContext> =>
  browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    permissions: ['camera', 'clipboard-read', 'clipboard-write'],
    // The app's animations off (base.css honours the setting): a pulsing dot or a spinner repaints 60 times a
    // second in software on every open phone (journeys: 98 s with motion, 82 s without). A test of motion sets
    // 'no-preference'.
    reducedMotion: 'reduce',
    // No service worker unless a test asks ('allow': the offline and install tests). Each phone would register it
    // and precache the whole build (~200 files) in the background: CPU the page under test competes with.
    serviceWorkers: 'block',
    ...overrides,
  });

/** One browser for a test file and the phones opened in it; see usePhones. */
export interface Phones {
  /** The launched browser (from beforeAll on), for contexts that are not phones. */
  readonly browser: Browser;
  /** A new phone (its own context: a device with its own storage), closed after the file. */
  context(overrides?: BrowserContextOptions): Promise<BrowserContext>;
  /** A page on a new phone. */
  open(overrides?: BrowserContextOptions): Promise<Page>;
  /** Closes `context` with the phones after the file. */
  track<C extends BrowserContext>(context: C): C;
}

/**
 * Launches the browser in beforeAll (with `launchArgs`, computed then, e.g. a file for the fake camera) and
 * closes every phone opened through it, then the browser, in afterAll. Call it at the top of a test file.
 */
export const usePhones = (baseURL: string, launchArgs: () => Promise<readonly string[]> | readonly string[] = () => []): Phones => {
  let launched: Browser | undefined;
  const contexts: BrowserContext[] = [];
  /** Contexts opened by the running test (its beforeEach included): closed when it ends. */
  let ofTest: BrowserContext[] | null = null;
  beforeAll(async () => {
    launched = await launchBrowser(await launchArgs());
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await launched?.close();
  });
  beforeEach(() => {
    ofTest = [];
  });
  // A failed test says what each open phone showed (address, heading, alerts): a timeout alone names only
  // the locator it waited for, and a CI run leaves no screenshot to look at. Then its phones and screens
  // close: a wall or a camera left open keeps animating, streaming and polling through every later test of
  // the file, on the same 2 cores (a fifth open wall starved the next one's connect in CI).
  afterEach(async ({ task }) => {
    const error = task.result?.state === 'fail' ? task.result.errors?.[0] : undefined;
    if (error) {
      const shown = (await Promise.all(contexts.flatMap((c) => c.pages()).filter((p) => !p.isClosed()).map(pageSummary))).join('; ');
      // On the message's first line: a CI summary shows only that line.
      const [first, ...rest] = error.message.split('\n');
      if (shown) error.message = [`${first} [open pages: ${shown}]`, ...rest].join('\n');
    }
    const opened = ofTest ?? [];
    ofTest = null;
    await Promise.all(opened.map((c) => c.close().catch(() => undefined)));
  });
  const browser = (): Browser => {
    if (!launched) throw new Error('usePhones: the browser is launched in beforeAll');
    return launched;
  };
  const track = <C extends BrowserContext>(context: C): C => {
    contexts.push(context);
    ofTest?.push(context);
    return context;
  };
  const context = async (overrides?: BrowserContextOptions) => track(await phoneContext(browser(), baseURL, overrides));
  return {
    get browser() {
      return browser();
    },
    context,
    open: async (overrides) => (await context(overrides)).newPage(),
    track,
  };
};

/** One line per page for a failure message: where it is and what it says (heading, alerts, status). */
const pageSummary = async (page: Page): Promise<string> => {
  const said = await page
    .evaluate(() =>
      [...document.querySelectorAll('h1, [role="alert"], [role="status"]')]
        .map((e) => (e as HTMLElement).innerText.trim().replace(/\s+/g, ' ').slice(0, 160))
        .filter(Boolean)
        .join(' | '),
    )
    .catch((e: unknown) => `(unreadable: ${String(e).slice(0, 80)})`);
  return `${page.url()} — ${said}`;
};

const SHOTS = join(import.meta.dirname, '..', '..', 'test-results', 'screenshots');

/**
 * Screenshots of the main screens land in test-results/screenshots (written by `npm test`, not committed), for
 * people to look at: JPEG at CSS pixels. A full-page PNG at the phones' device pixels took ~0.6 s each on this
 * machine (JPEG at CSS scale ~0.09 s), over 180 calls in the browser layer.
 */
export const screenshot = async (page: Page, name: string): Promise<void> => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.jpg`), fullPage: true, scale: 'css', type: 'jpeg', quality: 80 });
};
