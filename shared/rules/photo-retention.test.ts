import { describe, expect, it } from 'vitest';
import { galleryExpiryCutoff, photosDueForDeletion } from './photo-retention.js';

describe('photo retention dates (DESIGN 15)', () => {
  it('photos are due 30 days after the gallery expires', () => {
    expect(photosDueForDeletion('2027-06-17T20:00:00.000Z')).toBe('2027-07-17T20:00:00.000Z');
  });

  it('a gallery extended by 7 or 30 days moves the due date with it', () => {
    const created = Date.parse('2027-06-12T20:00:00.000Z');
    const day = 86_400_000;
    for (const extension of [0, 7, 30, 37]) {
      const expires = new Date(created + (5 + extension) * day).toISOString();
      expect(Date.parse(photosDueForDeletion(expires)) - created).toBe((35 + extension) * day);
    }
  });

  it('the job\'s cutoff is the inverse: a gallery expired at or before it is due now', () => {
    const at = new Date('2027-07-17T20:00:00.000Z');
    expect(galleryExpiryCutoff(at)).toBe('2027-06-17T20:00:00.000Z');
    expect(photosDueForDeletion(galleryExpiryCutoff(at))).toBe(at.toISOString());
  });
});
