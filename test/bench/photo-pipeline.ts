import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { launchBrowser, phoneContext } from '../support/browser.js';
import type { HarnessResult, Shot } from './pipeline/harness.js';
import { REPO_ROOT } from './lib/paths.js';
import { kb, rows, round, type Row, type SectionResult } from './lib/report.js';
import { median } from './lib/stats.js';

/**
 * Measurement 6: the photo pipeline in Chromium — the app's camera module (web/src/camera) bundled into a
 * tiny page (pipeline/harness.ts), Chromium's fake camera, a phone context, and 4x CPU throttling (CDP
 * Emulation.setCPUThrottlingRate) after the camera is open. Shutter → review time, and the byte sizes of
 * polaroid, raw and thumbnail against DESIGN's budgets (polaroid ≤ 250 KB, thumbnail ≤ 40 KB). The fake
 * camera's picture is synthetic (flat colours), so raw sizes are far below a real sensor's; the polaroid's
 * film grain keeps its size closer to real. Sizes are reported, not checked: they depend on the picture.
 */
const SECTION = 'photo pipeline';
const ORIGIN = 'http://localhost:5799';
const CAMERA_INDEX = join(REPO_ROOT, 'web', 'src', 'camera', 'index.ts');

export const measurePhotoPipeline = async (opts: { shots: number; throttle: number }): Promise<SectionResult> => {
  const r = rows(SECTION);
  if (!existsSync(CAMERA_INDEX)) {
    return { section: SECTION, rows: [r.report('camera module', null, undefined, undefined, 'web/src/camera/index.ts does not exist yet')] };
  }
  const bundle = await build({
    entryPoints: [join(import.meta.dirname, 'pipeline', 'harness.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const script = bundle.outputFiles[0]!.text;
  const html = `<!doctype html><meta name="viewport" content="width=device-width"><video playsinline muted style="width:100%"></video><img alt="review" style="width:100%"><script>${script}</script>`;

  const browser = await launchBrowser();
  try {
    const context = await phoneContext(browser, ORIGIN);
    const page = await context.newPage();
    // The page is served from memory; localhost keeps it a secure context for getUserMedia.
    await page.route(`${ORIGIN}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
    await page.goto('/');
    const opened = await page.evaluate('window.benchOpen()') as Pick<HarnessResult, 'openMs' | 'frame'>;
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: opts.throttle });
    const shots: Shot[] = [];
    for (let i = 0; i < opts.shots; i++) shots.push((await page.evaluate(`window.benchShoot(${i + 1})`)) as Shot);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.evaluate('window.benchShoot(0, "busy")'); // draws the 12 MP picture once, unthrottled
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: opts.throttle });
    const busy = (await page.evaluate('window.benchShoot(99, "busy")')) as Shot;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    const m = (f: (s: Shot) => number): number => median(shots.map(f));
    const last = shots[shots.length - 1]!;
    const out: Row[] = [
      r.report('camera frame (fake device)', `${opened.frame.width}×${opened.frame.height}`, undefined, undefined, `opened in ${Math.round(opened.openMs)} ms (unthrottled)`),
      r.report(
        `shutter → review (${opts.throttle}x CPU)`,
        Math.round(m((s) => s.shutterToReviewMs)),
        'ms',
        undefined,
        `median of ${shots.length}; first ${Math.round(shots[0]!.shutterToReviewMs)} ms; compose grab/pixels/draw/encode ${['grabMs', 'pixelsMs', 'drawMs', 'encodeMs'].map((k) => Math.round(m((s) => s.timings[k] ?? 0))).join('/')} ms`,
      ),
      r.report('polaroid JPEG', kb(m((s) => s.polaroid.bytes)), 'KB', { text: '≤ 250 KB', ok: m((s) => s.polaroid.bytes) <= 250 * 1024 }, `${last.polaroid.width}×${last.polaroid.height} q${last.polaroid.quality}`),
      r.report('raw JPEG', kb(m((s) => s.raw.bytes)), 'KB', undefined, `${last.raw.width}×${last.raw.height} q${last.raw.quality}; synthetic picture`),
      r.report('thumbnail JPEG', kb(m((s) => s.thumbnail.bytes)), 'KB', { text: '≤ 40 KB', ok: m((s) => s.thumbnail.bytes) <= 40 * 1024 }, `${last.thumbnail.width}×${last.thumbnail.height} q${last.thumbnail.quality}`),
      r.report(`busy 12 MP picture: shutter → review (${opts.throttle}x CPU)`, Math.round(busy.shutterToReviewMs), 'ms', undefined, 'a 4032×3024 noisy canvas as the source: worst case for JPEG sizes'),
      r.report('busy 12 MP picture: polaroid JPEG', kb(busy.polaroid.bytes), 'KB', { text: '≤ 250 KB', ok: busy.polaroid.bytes <= 250 * 1024 }, `${busy.polaroid.width}×${busy.polaroid.height} q${busy.polaroid.quality}`),
      r.report('busy 12 MP picture: raw JPEG', kb(busy.raw.bytes), 'KB', undefined, `${busy.raw.width}×${busy.raw.height} q${busy.raw.quality}`),
      r.report('busy 12 MP picture: thumbnail JPEG', kb(busy.thumbnail.bytes), 'KB', { text: '≤ 40 KB', ok: busy.thumbnail.bytes <= 40 * 1024 }, `${busy.thumbnail.width}×${busy.thumbnail.height} q${busy.thumbnail.quality}`),
    ];
    return { section: SECTION, rows: out, details: { ...opened, throttle: opts.throttle, shots: shots.map((s) => ({ ...s, shutterToReviewMs: round(s.shutterToReviewMs) })), busy } };
  } finally {
    await browser.close();
  }
};
