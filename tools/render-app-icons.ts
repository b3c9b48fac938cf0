/**
 * Renders the app icons (web/public/icons/*.png) from web/public/favicon.svg with headless Chromium, once;
 * the PNGs are committed. Run again after changing the favicon or the page colour:
 *   npx tsx tools/render-app-icons.ts
 * "any" icons keep the favicon's transparent surround; the maskable and Apple icons are full-bleed on the
 * page colour (--color-paper) with the polaroid inside the maskable safe zone (the centre 80 %).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { cssToken } from '../web/pwa/app-manifest.js';

const WEB = join(import.meta.dirname, '..', 'web');
const svg = readFileSync(join(WEB, 'public', 'favicon.svg'), 'utf8');
const paper = cssToken(readFileSync(join(WEB, 'src', 'styles', 'tokens.css'), 'utf8'), '--color-paper');

const ICONS: { file: string; size: number; background?: string; scale: number }[] = [
  { file: 'icon-192.png', size: 192, scale: 1 },
  { file: 'icon-512.png', size: 512, scale: 1 },
  { file: 'icon-maskable-512.png', size: 512, background: paper, scale: 0.62 },
  { file: 'apple-touch-icon-180.png', size: 180, background: paper, scale: 0.8 },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const inner = Math.round(icon.size * icon.scale);
    await page.setContent(
      `<html><body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;background:${icon.background ?? 'transparent'}">` +
        `<div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body></html>`,
    );
    const png = await page.screenshot({ omitBackground: !icon.background, type: 'png' });
    writeFileSync(join(WEB, 'public', 'icons', icon.file), png);
    await page.close();
    console.log(`web/public/icons/${icon.file}: ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
