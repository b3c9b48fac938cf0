import { describe, expect, it } from 'vitest';
import { planParts, ZIP_BYTES_PER_PHOTO, type PlannedPhoto } from './plan-parts.js';

const MB = 1024 * 1024;
const photo = (i: number, bytes: number): PlannedPhoto => ({ id: `P${String(i).padStart(4, '0')}`, bytes });
/** Which part each photo lands in, rebuilt from the plan's contiguous runs. */
const assignment = (photos: readonly PlannedPhoto[], partBytes: number): number[] => {
  const firsts = new Map(planParts(photos, partBytes).map((p) => [p.firstId, p.part]));
  let part = 0;
  return photos.map((p) => (part = firsts.get(p.id) ?? part));
};

describe('raw archive parts', () => {
  it('puts every photo in exactly one part, in order, with the parts numbered 1…N', () => {
    const photos = Array.from({ length: 500 }, (_, i) => photo(i, (1 + ((i * 7919) % 13)) * MB));
    const parts = planParts(photos, 100 * MB);
    expect(parts.map((p) => p.part)).toEqual(parts.map((_, i) => i + 1));
    expect(parts.reduce((n, p) => n + p.photos, 0)).toBe(500);
    const owner = assignment(photos, 100 * MB);
    // Non-decreasing part numbers: each part is one contiguous run of the archive's order.
    expect(owner.every((p, i) => i === 0 || p >= (owner[i - 1] ?? 0))).toBe(true);
    expect(new Set(owner).size).toBe(parts.length);
    const total = photos.reduce((n, p) => n + p.bytes + ZIP_BYTES_PER_PHOTO, 0);
    expect(parts.reduce((n, p) => n + p.bytes, 0)).toBe(total);
  });

  it('keeps every part within the part size, and fills it greedily (the next photo would not have fit)', () => {
    const photos = Array.from({ length: 300 }, (_, i) => photo(i, (2 + (i % 5)) * MB));
    const limit = 40 * MB;
    const parts = planParts(photos, limit);
    expect(parts.length).toBeGreaterThan(5);
    for (const p of parts) expect(p.bytes).toBeLessThanOrEqual(limit);
    const sizes = new Map(photos.map((p) => [p.id, p.bytes + ZIP_BYTES_PER_PHOTO]));
    for (const [i, p] of parts.entries()) {
      const next = parts[i + 1];
      if (next) expect(p.bytes + (sizes.get(next.firstId) ?? 0)).toBeGreaterThan(limit);
    }
  });

  it('gives a photo larger than a part a part of its own', () => {
    const photos = [photo(1, 5 * MB), photo(2, 50 * MB), photo(3, 5 * MB), photo(4, 5 * MB)];
    const parts = planParts(photos, 20 * MB);
    expect(parts.map((p) => [p.firstId, p.photos])).toEqual([
      ['P0001', 1],
      ['P0002', 1],
      ['P0003', 2],
    ]);
    expect(parts[1]?.bytes).toBeGreaterThan(20 * MB);
  });

  it('is stable: the same photos give the same plan, and an archive under the size is one part', () => {
    const photos = Array.from({ length: 50 }, (_, i) => photo(i, 3 * MB + i));
    expect(planParts(photos, 25 * MB)).toEqual(planParts([...photos], 25 * MB));
    expect(planParts(photos, 4 * 1024 * MB)).toEqual([{ part: 1, firstId: 'P0000', photos: 50, bytes: photos.reduce((n, p) => n + p.bytes + ZIP_BYTES_PER_PHOTO, 0) }]);
    expect(planParts([], 25 * MB)).toEqual([]);
  });
});
