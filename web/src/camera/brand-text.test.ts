import { describe, expect, it } from 'vitest';
import { brandTextLayout } from './brand-text';
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
