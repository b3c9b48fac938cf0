import { launchBrowser } from '../../support/browser.js';
import type { PhotoFiles } from '../load/upload.js';

/**
 * Decodable JPEGs for the seeded gallery (test/support/jpeg.ts makes header-only stand-ins that pass the
 * server's checks but show as broken images): Chromium encodes a noisy picture at the three sizes the
 * camera uploads, so thumbnails in the gallery weigh what real ones would.
 * The page script is a string: tsx's transform would add helpers (`__name`) the page does not have.
 */
const PAGE_SCRIPT = `(async () => {
  const make = async (w, h, quality) => {
    const canvas = new OffscreenCanvas(w, h);
    const ctx = canvas.getContext('2d');
    const g = ctx.createLinearGradient(0, 0, w, h);
    g.addColorStop(0, '#d9a066');
    g.addColorStop(1, '#3a5a78');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, w, h);
    let seed = 7;
    const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 400; i++) {
      ctx.fillStyle = 'hsla(' + Math.floor(rnd() * 360) + ', 60%, ' + (30 + Math.floor(rnd() * 50)) + '%, 0.5)';
      ctx.beginPath();
      ctx.arc(rnd() * w, rnd() * h, (rnd() * w) / 12, 0, Math.PI * 2);
      ctx.fill();
    }
    const img = ctx.getImageData(0, 0, w, h);
    for (let i = 0; i < img.data.length; i += 4) {
      const n = (rnd() - 0.5) * 24;
      img.data[i] += n; img.data[i + 1] += n; img.data[i + 2] += n;
    }
    ctx.putImageData(img, 0, 0);
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality })).arrayBuffer());
    let s = '';
    for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(s);
  };
  return { polaroid: await make(1080, 1080, 0.88), raw: await make(2048, 1536, 0.75), thumbnail: await make(480, 480, 0.7) };
})()`;

export const realJpegs = async (): Promise<PhotoFiles> => {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const encoded = (await page.evaluate(PAGE_SCRIPT)) as Record<keyof PhotoFiles, string>;
    const dec = (b64: string): Uint8Array => new Uint8Array(Buffer.from(b64, 'base64'));
    return { polaroid: dec(encoded.polaroid), raw: dec(encoded.raw), thumbnail: dec(encoded.thumbnail) };
  } finally {
    await browser.close();
  }
};
