import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { productSelectionSchema } from './pricing.js';

const ok = (v: unknown): boolean => z.safeParse(productSelectionSchema, v).success;

describe('productSelectionSchema', () => {
  it('accepts each product kind', () => {
    expect(ok({ kind: 'event_package', eventType: 'digital', eventSize: 'custom', customAttendees: 1500, addOns: ['export_csv'] })).toBe(true);
    expect(ok({ kind: 'raw_archive' })).toBe(true);
    expect(ok({ kind: 'prints_bundle', photos: 25, printSize: '13x18' })).toBe(true);
    expect(ok({ kind: 'combo', combo: 'ultimate' })).toBe(true);
  });

  it('refuses unknown values, extra fields and client-sent prices', () => {
    expect(ok({ kind: 'event_package', eventType: 'digital', eventSize: 'huge', addOns: [] })).toBe(false);
    expect(ok({ kind: 'event_package', eventType: 'digital', eventSize: 'small', addOns: ['free_stuff'] })).toBe(false);
    expect(ok({ kind: 'prints_bundle', photos: 30, printSize: '10x15' })).toBe(false);
    expect(ok({ kind: 'raw_archive', amount: 1 })).toBe(false);
    expect(ok({ kind: 'combo', combo: 'basic', price: 0 })).toBe(false);
  });
});
