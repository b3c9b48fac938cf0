import { describe, expect, it } from 'vitest';
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
});
