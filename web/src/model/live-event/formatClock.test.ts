import { describe, expect, it } from 'vitest';
import { formatClock } from './formatClock';

describe('formatClock', () => {
  it('shows HH:MM:SS, rounding up to the next whole second, hours past 24', () => {
    expect(formatClock(8 * 3600_000)).toBe('08:00:00');
    expect(formatClock(61_001)).toBe('00:01:02');
    expect(formatClock(72 * 3600_000)).toBe('72:00:00');
    expect(formatClock(-5)).toBe('00:00:00');
  });
});
