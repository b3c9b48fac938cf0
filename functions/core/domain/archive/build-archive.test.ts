import { describe, expect, it } from 'vitest';
import { archivePartKey, partToken } from './archive-key.js';
import { archiveObjectKey, partSizeFor } from './build-archive.js';

describe('archive upload', () => {
  it('uses S3\'s smallest part (5 MiB) unless the archive would need more than 10 000 parts', () => {
    const MiB = 1024 * 1024;
    expect(partSizeFor(0)).toBe(5 * MiB);
    expect(partSizeFor(40 * 1024 * MiB)).toBe(5 * MiB);
    const huge = 100 * 1024 * MiB;
    const part = partSizeFor(huge);
    expect(part).toBeGreaterThan(5 * MiB);
    expect(Math.ceil((huge * 1.05) / part)).toBeLessThan(10_000);
  });

  it('one key per order under archives/, so a retry or rebuild overwrites the same object', () => {
    expect(archiveObjectKey('ABC123', '01JORDER')).toBe('archives/ABC123/01JORDER.zip');
  });

  it('a one-part archive keeps that key and its token; a part of several has its own key (naming the count) and token', () => {
    expect(archivePartKey('ABC123', '01JORDER', 1, 1)).toBe('archives/ABC123/01JORDER.zip');
    expect(archivePartKey('ABC123', '01JORDER', 2, 5)).toBe('archives/ABC123/01JORDER.part-2-of-5.zip');
    const token = 'a'.repeat(43);
    expect(partToken(token, 1, 1)).toBe(token);
    expect(new Set([1, 2, 3].map((p) => partToken(token, p, 3))).size).toBe(3);
    expect(partToken(token, 2, 3)).toMatch(/^[A-Za-z0-9_-]{20,100}$/);
  });
});
