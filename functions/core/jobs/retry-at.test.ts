import { describe, expect, it } from 'vitest';
import { nextRetryAt } from './retry-at.js';

describe('nextRetryAt (an outbox send that failed)', () => {
  const at = new Date('2026-12-01T12:00:00.000Z');
  const since = (ms: number) => new Date(at.getTime() - ms).toISOString();

  it('waits as long as it has been failing: at least a minute, at most an hour', () => {
    expect(nextRetryAt(since(0), at).getTime() - at.getTime()).toBe(60_000);
    expect(nextRetryAt(undefined, at).getTime() - at.getTime()).toBe(60_000);
    expect(nextRetryAt(since(10 * 60_000), at).getTime() - at.getTime()).toBe(10 * 60_000);
    expect(nextRetryAt(since(5 * 3_600_000), at).getTime() - at.getTime()).toBe(3_600_000);
  });
});
