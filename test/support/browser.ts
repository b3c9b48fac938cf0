import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium (never a downloaded browser), with the flags DESIGN section 13 found necessary here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** `extraArgs`, e.g. a video file for the fake camera (`--use-file-for-fake-video-capture=…`). */
export const launchBrowser = (extraArgs: readonly string[] = []): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      ...extraArgs,
    ],
  });

/** A phone: 390×844 CSS px, touch, mobile user agent — what the app's device detection calls mobile. */
export const phoneContext = (browser: Browser, baseURL: string): Promise<BrowserContext> =>
  browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    permissions: ['camera', 'clipboard-read', 'clipboard-write'],
  });

const SHOTS = join(import.meta.dirname, '..', '..', 'test-results', 'screenshots');

/** Screenshots of the main screens land in test-results/screenshots (written by `npm test`, not committed). */
export const screenshot = async (page: Page, name: string): Promise<void> => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
};
