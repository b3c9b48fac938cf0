import type { Browser } from 'playwright-core';

export interface Card {
  polaroid: Uint8Array<ArrayBuffer>;
  thumbnail: Uint8Array<ArrayBuffer>;
}

/**
 * Real JPEGs (drawn on a canvas in the browser), so the screenshots show photos: a polaroid card 1080 px
 * wide (frame included, like the camera's) and its 480 px thumbnail. The raw file, never shown, is
 * fakeJpeg's stand-in.
 */
export async function drawCards(browser: Browser, labels: { label: string; hue: number }[]): Promise<Card[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cards = await page.evaluate(async (list) => {
    const draw = (width: number, height: number, label: string, hue: number) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const g = canvas.getContext('2d') as CanvasRenderingContext2D;
      const s = width / 1080;
      g.fillStyle = '#fbfaf7';
      g.fillRect(0, 0, width, height);
      const grad = g.createLinearGradient(0, 0, width, width);
      grad.addColorStop(0, `hsl(${hue} 75% 62%)`);
      grad.addColorStop(1, `hsl(${hue + 50} 65% 32%)`);
      g.fillStyle = grad;
      g.fillRect(60 * s, 60 * s, 960 * s, 960 * s);
      g.fillStyle = 'rgba(255,255,255,0.9)';
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      g.font = `bold ${180 * s}px sans-serif`;
      g.fillText(label, width / 2, 540 * s);
      g.fillStyle = '#3a3530';
      g.font = `${70 * s}px sans-serif`;
      g.fillText(`${label}’s candid`, width / 2, 1160 * s);
      return canvas;
    };
    const encode = async (canvas: HTMLCanvasElement) => {
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), 'image/jpeg', 0.85));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    };
    const out: { polaroid: string; thumbnail: string }[] = [];
    for (const { label, hue } of list) {
      out.push({ polaroid: await encode(draw(1080, 1300, label, hue)), thumbnail: await encode(draw(480, 578, label, hue)) });
    }
    return out;
  }, labels);
  await context.close();
  const bytes = (b64: string) => new Uint8Array(Buffer.from(b64, 'base64'));
  return cards.map((c) => ({ polaroid: bytes(c.polaroid), thumbnail: bytes(c.thumbnail) }));
}
