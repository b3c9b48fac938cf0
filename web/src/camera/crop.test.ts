import { describe, expect, it } from 'vitest';
import { centreSquareCrop, fitLongEdge, scaleSize } from './crop';

describe('centreSquareCrop', () => {
  it.each([
    [1920, 1080, { x: 420, y: 0, width: 1080, height: 1080 }],
    [1080, 1920, { x: 0, y: 420, width: 1080, height: 1080 }],
    [640, 480, { x: 80, y: 0, width: 480, height: 480 }],
    [500, 500, { x: 0, y: 0, width: 500, height: 500 }],
    [1281, 720, { x: 280, y: 0, width: 720, height: 720 }],
    [1, 1, { x: 0, y: 0, width: 1, height: 1 }],
  ])('%ix%i', (w, h, expected) => {
    expect(centreSquareCrop(w, h)).toEqual(expected);
  });

  it('always stays inside the frame, whatever the size', () => {
    for (let w = 1; w < 60; w += 7) {
      for (let h = 1; h < 60; h += 5) {
        const c = centreSquareCrop(w, h);
        expect(c.width).toBe(Math.min(w, h));
        expect(c.x + c.width).toBeLessThanOrEqual(w);
        expect(c.y + c.height).toBeLessThanOrEqual(h);
        expect(Math.abs(c.x - (w - c.width - c.x))).toBeLessThanOrEqual(1);
      }
    }
  });

  it('rejects empty or broken sizes', () => {
    expect(() => centreSquareCrop(0, 100)).toThrow(RangeError);
    expect(() => centreSquareCrop(Number.NaN, 100)).toThrow(RangeError);
  });
});

describe('fitLongEdge', () => {
  it('leaves frames within the limit alone and never scales up', () => {
    expect(fitLongEdge(1920, 1080, 4096)).toEqual({ width: 1920, height: 1080 });
    expect(fitLongEdge(4096, 3072, 4096)).toEqual({ width: 4096, height: 3072 });
  });

  it('scales the long edge down to the limit, keeping the aspect ratio', () => {
    expect(fitLongEdge(8192, 6144, 4096)).toEqual({ width: 4096, height: 3072 });
    expect(fitLongEdge(3000, 5000, 4096)).toEqual({ width: 2458, height: 4096 });
  });

  it('scaleSize keeps at least one pixel', () => {
    expect(scaleSize({ width: 480, height: 555 }, 0.5)).toEqual({ width: 240, height: 278 });
    expect(scaleSize({ width: 1, height: 1 }, 0.1)).toEqual({ width: 1, height: 1 });
  });
});
