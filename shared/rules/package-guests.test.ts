import { describe, expect, it } from 'vitest';
import { maxGuestsCeiling } from './package-guests.js';

describe('maxGuestsCeiling', () => {
  it('is 500 without a package and for small and medium packages', () => {
    expect(maxGuestsCeiling()).toBe(500);
    expect(maxGuestsCeiling(null)).toBe(500);
    expect(maxGuestsCeiling({ eventSize: 'small' })).toBe(500);
    expect(maxGuestsCeiling({ eventSize: 'medium' })).toBe(500);
  });

  it('is 1000 for a large package and the attendee count for a custom one', () => {
    expect(maxGuestsCeiling({ eventSize: 'large' })).toBe(1000);
    expect(maxGuestsCeiling({ eventSize: 'custom', customAttendees: 2500 })).toBe(2500);
    expect(maxGuestsCeiling({ eventSize: 'custom' })).toBe(1000);
  });
});
