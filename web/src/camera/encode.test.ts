import { describe, expect, it } from 'vitest';
import { encodeWithinBudget, type JpegBudget, JpegBudgetError, qualitySteps, type ScaledJpegEncoder } from './encode';

/** A fake encoder whose file size is bytesAt(scale, quality); records the calls. */
function fakeEncoder(bytesAt: (scale: number, quality: number) => number): { encode: ScaledJpegEncoder; calls: [number, number][] } {
  const calls: [number, number][] = [];
  return {
    calls,
    encode: (scale, quality) => {
      calls.push([scale, quality]);
      const size = Math.round(bytesAt(scale, quality));
      return Promise.resolve({ blob: new Blob([new Uint8Array(size)], { type: 'image/jpeg' }), width: Math.round(1000 * scale), height: Math.round(1000 * scale) });
    },
  };
}

const budget: JpegBudget = { quality: 0.88, minQuality: 0.6, targetBytes: 250_000, maxBytes: 500_000 };

describe('qualitySteps', () => {
  it('steps down by 0.05 and always ends on the minimum', () => {
    expect(qualitySteps(0.88, 0.6)).toEqual([0.88, 0.83, 0.78, 0.73, 0.68, 0.63, 0.6]);
    expect(qualitySteps(0.8, 0.4, 0.1)).toEqual([0.8, 0.7, 0.6, 0.5, 0.4]);
    expect(qualitySteps(0.5, 0.5)).toEqual([0.5]);
  });
});

describe('encodeWithinBudget', () => {
  it('keeps the first quality when it already fits', async () => {
    const fake = fakeEncoder(() => 100_000);
    const out = await encodeWithinBudget(fake.encode, budget);
    expect(out).toMatchObject({ quality: 0.88, scale: 1, attempts: 1, withinTarget: true });
    expect(fake.calls).toEqual([[1, 0.88]]);
  });

  it('steps quality down until under the target', async () => {
    const fake = fakeEncoder((_s, q) => q * 350_000); // 0.88 → 308k, 0.83 → 290k, 0.78 → 273k, 0.73 → 255.5k, 0.68 → 238k
    const out = await encodeWithinBudget(fake.encode, budget);
    expect(out.quality).toBe(0.68);
    expect(out.blob.size).toBeLessThanOrEqual(250_000);
    expect(out.attempts).toBe(5);
    expect(fake.calls.map(([, q]) => q)).toEqual([0.88, 0.83, 0.78, 0.73, 0.68]);
  });

  it('accepts the smallest over-target file when it meets the hard cap', async () => {
    const fake = fakeEncoder((_s, q) => q * 600_000); // min quality 0.6 → 360k: over target, under cap
    const out = await encodeWithinBudget(fake.encode, budget);
    expect(out).toMatchObject({ quality: 0.6, scale: 1, withinTarget: false, attempts: 7 });
  });

  it('shrinks the image when even the lowest quality is over the cap', async () => {
    const fake = fakeEncoder((s, q) => q * s * s * 1_200_000); // scale 1 → ≥720k; 0.85 → 0.6·0.7225·1.2M = 520k; 0.7225 → ≤ 376k
    const out = await encodeWithinBudget(fake.encode, budget);
    expect(out.scale).toBeCloseTo(0.7225, 4);
    expect(out.blob.size).toBeLessThanOrEqual(500_000);
    expect(out.width).toBe(723);
  });

  it('fails when it cannot fit at the smallest scale', async () => {
    const fake = fakeEncoder(() => 10_000_000);
    await expect(encodeWithinBudget(fake.encode, budget)).rejects.toBeInstanceOf(JpegBudgetError);
    expect(Math.min(...fake.calls.map(([s]) => s))).toBeGreaterThanOrEqual(0.5);
  });

  it('thumbnail-style budget: target = cap, steps until under', async () => {
    const fake = fakeEncoder((_s, q) => q * 80_000);
    const out = await encodeWithinBudget(fake.encode, { quality: 0.8, minQuality: 0.4, targetBytes: 40_960, maxBytes: 40_960 });
    expect(out.quality).toBe(0.5);
    expect(out.withinTarget).toBe(true);
  });
});
