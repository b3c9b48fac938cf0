import { describe, expect, it } from 'vitest';
import { POLAROID_MAX_HEIGHT, POLAROID_WIDTH } from './constants';
import { FRAME_SPECS, FRAME_STYLES, frameGeometry } from './frames';

describe('frame geometry', () => {
  it('the classic card: even sides and top, deep bottom, square photo', () => {
    const g = frameGeometry('classic', 1080);
    expect(g).toEqual({ width: 1080, height: 59 + 962 + 227, photo: { x: 59, y: 59, width: 962, height: 962 } });
  });

  it.each(FRAME_STYLES)('%s: a polaroid within the size limits', (style) => {
    const g = frameGeometry(style, POLAROID_WIDTH);
    const { photo } = g;
    const bottom = g.height - photo.y - photo.height;
    const right = g.width - photo.x - photo.width;
    expect(photo.width).toBe(photo.height);
    expect(right).toBe(photo.x);
    expect(bottom).toBeGreaterThan(2 * photo.y);
    expect(g.width).toBe(POLAROID_WIDTH);
    expect(g.height).toBeLessThanOrEqual(POLAROID_MAX_HEIGHT);
    expect(g.height).toBeGreaterThan(g.width);
    for (const v of [g.height, photo.x, photo.y, photo.width]) expect(Number.isInteger(v)).toBe(true);
  });

  it('scales with the card width (preview and capture match)', () => {
    for (const style of FRAME_STYLES) {
      const big = frameGeometry(style, 1080);
      const small = frameGeometry(style, 360);
      expect(Math.abs(small.photo.width * 3 - big.photo.width)).toBeLessThanOrEqual(6);
      expect(Math.abs(small.height * 3 - big.height)).toBeLessThanOrEqual(6);
    }
  });

  it('every style has a label and a CSS shadow', () => {
    for (const style of FRAME_STYLES) {
      expect(FRAME_SPECS[style].label).not.toBe('');
      expect(FRAME_SPECS[style].cssShadow).toMatch(/rgba/);
    }
  });
});
