import { describe, expect, it } from 'vitest';
import { observationDeadline } from './observation';

const at = (ms: number) => new Date(ms).toISOString();

describe('observationDeadline: the countdown ends at the server\'s votableAt', () => {
  it('uses votableAt when it agrees with this device\'s clock', () => {
    const sent = 1_000_000;
    expect(observationDeadline(at(sent + 3100), sent, sent + 200)).toBe(sent + 3100);
    expect(observationDeadline(at(sent + 3000), sent, sent)).toBe(sent + 3000);
  });

  it('falls back to the answer\'s arrival + 3 s (never early) when the clocks disagree', () => {
    const sent = 1_000_000;
    // This phone is a minute behind: votableAt looks far away.
    expect(observationDeadline(at(sent + 63_000), sent, sent + 150)).toBe(sent + 3150);
    // This phone is a minute ahead: votableAt looks past already.
    expect(observationDeadline(at(sent - 57_000), sent, sent + 150)).toBe(sent + 3150);
    expect(observationDeadline('not a date', sent, sent + 150)).toBe(sent + 3150);
  });
});
