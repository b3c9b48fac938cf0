import { describe, expect, it } from 'vitest';
import { brandLayout, brandTextLayout } from './brand-text';
import { FRAME_STYLES, frameGeometry } from './frames';

describe('brand text layout', () => {
  it.each(FRAME_STYLES)('%s: centred in the bottom border, never over the photo', (style) => {
    const geo = frameGeometry(style, 1080);
    const layout = brandTextLayout(geo, (px) => px * 5);
    expect(layout.x).toBe(540);
    expect(layout.y - layout.fontPx / 2).toBeGreaterThan(geo.photo.y + geo.photo.height);
    expect(layout.y + layout.fontPx / 2).toBeLessThan(geo.height);
  });

  it('shrinks a long text to fit the card width, down to a floor', () => {
    const geo = frameGeometry('classic', 1080);
    const short = brandTextLayout(geo, (px) => px * 4);
    const long = brandTextLayout(geo, (px) => px * 20);
    expect(long.fontPx).toBeLessThan(short.fontPx);
    expect(long.fontPx * 20).toBeLessThanOrEqual(1080 * 0.86);
    const huge = brandTextLayout(geo, (px) => px * 1000);
    expect(huge.fontPx).toBe(Math.round(1080 * 0.024));
  });

  it('scales with the card width (preview and capture match)', () => {
    const big = brandTextLayout(frameGeometry('modern', 1080), (px) => px * 6);
    const small = brandTextLayout(frameGeometry('modern', 360), (px) => px * 6);
    expect(Math.abs(small.fontPx * 3 - big.fontPx)).toBeLessThanOrEqual(3);
  });
});

describe('brand layout with a logo', () => {
  const geo = frameGeometry('classic', 1080);
  const bottomTop = geo.photo.y + geo.photo.height;

  it('puts the logo left of the text, the pair centred inside the bottom border', () => {
    const layout = brandLayout(geo, { width: 200, height: 100 }, 'Ana & Ion', (px) => px * 5);
    const { logo, text } = layout;
    expect(logo && text).toBeTruthy();
    expect(logo!.y).toBeGreaterThan(bottomTop);
    expect(logo!.y + logo!.height).toBeLessThan(geo.height);
    expect(logo!.width / logo!.height).toBeCloseTo(2, 1);
    expect(text!.x).toBeGreaterThan(logo!.x + logo!.width);
    const right = text!.x + text!.fontPx * 5;
    expect(Math.abs(logo!.x - (geo.width - right))).toBeLessThanOrEqual(1);
  });

  it('centres a logo alone, and caps a wide wordmark at a third of the card', () => {
    const alone = brandLayout(geo, { width: 100, height: 100 }, '', (px) => px * 5);
    expect(alone.text).toBeUndefined();
    expect(Math.abs(alone.logo!.x + alone.logo!.width / 2 - geo.width / 2)).toBeLessThanOrEqual(1);
    const wide = brandLayout(geo, { width: 4000, height: 100 }, '', () => 0);
    expect(wide.logo!.width).toBeLessThanOrEqual(Math.round(geo.width * 0.32));
  });

  it('shrinks the text into the room the logo leaves', () => {
    const withLogo = brandLayout(geo, { width: 300, height: 100 }, 'x'.repeat(40), (px) => px * 20);
    const without = brandLayout(geo, undefined, 'x'.repeat(40), (px) => px * 20);
    expect(withLogo.text!.fontPx).toBeLessThan(without.text!.fontPx);
    expect(withLogo.text!.x + withLogo.text!.maxWidth).toBeLessThanOrEqual(geo.width);
  });

  it('draws nothing without a logo or a text', () => {
    expect(brandLayout(geo, undefined, '', () => 0)).toEqual({});
  });
});
