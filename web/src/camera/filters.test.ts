import { describe, expect, it } from 'vitest';
import { applyColourOps, type ColourOp, compileColourOps, opMatrix, opsToCss, scaleOps } from './colour-ops';
import { createRng } from './random';
import { GRADING_OPS, AGING_OPS } from './vintage';
import { PHOTO_FILTER_IDS } from '../../../shared/photo-filters.js';
import {
  applyFilter,
  FILTER_NAMES,
  FILTER_OPS,
  filterCss,
  filterForKey,
  type FilterName,
  isFilterName,
  nextFilter,
  previousFilter,
  QUICK_FILTERS,
} from './filters';

/** A small image with greys, skin tones and saturated primaries. */
function sample(): Uint8ClampedArray {
  const px = [
    [0, 0, 0], [255, 255, 255], [128, 128, 128], [64, 64, 64],
    [224, 172, 140], [198, 134, 66], [255, 0, 0], [0, 255, 0],
    [0, 0, 255], [30, 90, 160], [250, 240, 30], [12, 200, 180],
  ];
  return new Uint8ClampedArray(px.flatMap(([r, g, b]) => [r as number, g as number, b as number, 200]));
}

const pixels = (data: Uint8ClampedArray): number[][] =>
  Array.from({ length: data.length / 4 }, (_, i) => [data[i * 4], data[i * 4 + 1], data[i * 4 + 2]] as number[]);

describe('the camera filters and the shared list', () => {
  it('are the same ids in the same order (the server checks uploads against the shared list)', () => {
    expect(FILTER_NAMES).toEqual(PHOTO_FILTER_IDS);
    for (const id of PHOTO_FILTER_IDS) expect(isFilterName(id)).toBe(true);
    expect(isFilterName('sepia')).toBe(false);
    expect(isFilterName('toString')).toBe(false);
  });
});

describe('filter pixel maths', () => {
  it('none is the identity', () => {
    const data = sample();
    applyFilter(data, 'none');
    expect(data).toEqual(sample());
  });

  it('blackwhite makes r = g = b and keeps light order', () => {
    const data = sample();
    applyFilter(data, 'blackwhite');
    for (const [r, g, b] of pixels(data)) {
      expect(r).toBe(g);
      expect(g).toBe(b);
    }
    const [black, white, grey, dark] = pixels(data).map((p) => p[0] as number);
    expect(black).toBe(0);
    expect(white).toBe(255);
    expect(dark).toBeLessThan(grey as number);
  });

  it('never touches alpha', () => {
    for (const name of FILTER_NAMES) {
      const data = sample();
      applyFilter(data, name);
      for (let i = 3; i < data.length; i += 4) expect(data[i]).toBe(200);
    }
  });

  it('warm and vintage push mid-grey towards red/yellow, cool towards blue', () => {
    const grey = (name: FilterName): number[] => {
      const d = new Uint8ClampedArray([128, 128, 128, 255]);
      applyFilter(d, name);
      return Array.from(d.slice(0, 3));
    };
    for (const name of ['warm', 'vintage'] as const) {
      const [r, , b] = grey(name) as [number, number, number];
      expect(r, name).toBeGreaterThan(b + 10);
    }
    const [r, , b] = grey('cool') as [number, number, number];
    expect(b).toBeGreaterThan(r + 10);
  });

  it('contrast spreads and faded narrows the tonal range', () => {
    const range = (name: FilterName): number => {
      const d = new Uint8ClampedArray([64, 64, 64, 255, 192, 192, 192, 255]);
      applyFilter(d, name);
      return (d[4] as number) - (d[0] as number);
    };
    expect(range('contrast')).toBeGreaterThan(128);
    expect(range('faded')).toBeLessThan(128);
  });

  it('every filter keeps a colourful image recognisable (no channel blown for mid tones)', () => {
    for (const name of FILTER_NAMES) {
      const d = new Uint8ClampedArray([224, 172, 140, 255]);
      applyFilter(d, name);
      for (const v of d.slice(0, 3)) {
        expect(v, name).toBeGreaterThan(60);
        expect(v, name).toBeLessThan(255);
      }
    }
  });
});

describe('colour ops', () => {
  it('scaling by 0 gives identity ops (the fixed invert pair cancels out)', () => {
    for (const name of FILTER_NAMES) {
      const data = sample();
      applyColourOps(data, scaleOps(FILTER_OPS[name], 0));
      const before = pixels(sample());
      pixels(data).forEach((p, i) => p.forEach((v, c) => expect(Math.abs(v - (before[i]?.[c] ?? 0)), name).toBeLessThanOrEqual(1)));
    }
  });

  it('fusing ops into fewer stages gives the same pixels as running each clamped op in turn (the CSS chain)', () => {
    const reference = (data: Uint8ClampedArray, ops: readonly ColourOp[]): void => {
      for (let i = 0; i < data.length; i += 4) {
        let v = [data[i] as number, data[i + 1] as number, data[i + 2] as number];
        for (const op of ops) {
          const m = opMatrix(op);
          v = [0, 1, 2].map((r) => Math.min(255, Math.max(0, m[r * 4]! * v[0]! + m[r * 4 + 1]! * v[1]! + m[r * 4 + 2]! * v[2]! + m[r * 4 + 3]!)));
        }
        [data[i], data[i + 1], data[i + 2]] = v as [number, number, number];
      }
    };
    const rng = createRng(3);
    const random = new Uint8ClampedArray(Array.from({ length: 4000 }, () => rng.int(0, 255)));
    const chains = [...Object.values(FILTER_OPS), ...Object.values(GRADING_OPS), AGING_OPS, [...FILTER_OPS.vintage, ...AGING_OPS]];
    for (const ops of chains) {
      const fast = new Uint8ClampedArray(random);
      const slow = new Uint8ClampedArray(random);
      applyColourOps(fast, ops);
      reference(slow, ops);
      expect(fast).toEqual(slow);
      expect(compileColourOps(ops).length).toBeLessThanOrEqual(Math.max(1, ops.length));
    }
    expect(compileColourOps([...FILTER_OPS.vintage, ...AGING_OPS]).length).toBeLessThan(8);
  });

  it('writes CSS filter strings', () => {
    expect(filterCss('none')).toBe('none');
    expect(filterCss('blackwhite')).toBe('grayscale(1) contrast(1.12)');
    expect(filterCss('cool')).toMatch(/^invert\(1\) sepia\([\d.]+\) invert\(1\)/);
    expect(opsToCss([{ fn: 'hue-rotate', amount: -12.345 }])).toBe('hue-rotate(-12.35deg)');
  });
});

describe('filter cycling', () => {
  it('arrow keys cycle with wraparound, both ways', () => {
    expect(filterForKey('none', 'ArrowRight')).toBe('blackwhite');
    expect(filterForKey('contrast', 'ArrowRight')).toBe('none');
    expect(filterForKey('none', 'ArrowLeft')).toBe('contrast');
    expect(filterForKey('vintage', 'ArrowUp')).toBe('blackwhite');
    expect(filterForKey('vintage', 'ArrowDown')).toBe('warm');
  });

  it('a full lap returns to the start', () => {
    let f: FilterName = 'warm';
    for (let i = 0; i < FILTER_NAMES.length; i++) f = nextFilter(f);
    expect(f).toBe('warm');
    for (let i = 0; i < FILTER_NAMES.length; i++) f = previousFilter(f);
    expect(f).toBe('warm');
  });

  it('R resets to none, other keys are not ours', () => {
    expect(filterForKey('faded', 'r')).toBe('none');
    expect(filterForKey('faded', 'R')).toBe('none');
    expect(filterForKey('faded', 'Enter')).toBeNull();
    expect(filterForKey('faded', ' ')).toBeNull();
  });

  it('quick filters are four known filters', () => {
    expect(QUICK_FILTERS).toHaveLength(4);
    for (const f of QUICK_FILTERS) expect(isFilterName(f)).toBe(true);
    expect(isFilterName('sepia')).toBe(false);
  });
});
