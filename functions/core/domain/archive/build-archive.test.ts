import { describe, expect, it } from 'vitest';
import { archivePartKey, partToken } from './archive-key.js';
import { partSizeFor } from './build-archive.js';

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

  it('each build has keys of its own under its order, one per part (naming the count); a one-part archive keeps the order\'s token', () => {
    expect(archivePartKey('ABC123', '01JORDER', 'b1', 1, 1)).toBe('archives/ABC123/01JORDER/b1.zip');
    expect(archivePartKey('ABC123', '01JORDER', 'b1', 2, 5)).toBe('archives/ABC123/01JORDER/b1.part-2-of-5.zip');
    expect(archivePartKey('ABC123', '01JORDER', 'b2', 1, 1)).not.toBe(archivePartKey('ABC123', '01JORDER', 'b1', 1, 1));
    const token = 'a'.repeat(43);
    expect(partToken(token, 1, 1)).toBe(token);
    expect(new Set([1, 2, 3].map((p) => partToken(token, p, 3))).size).toBe(3);
    expect(partToken(token, 2, 3)).toMatch(/^[A-Za-z0-9_-]{20,100}$/);
  });
});
