import { describe, expect, it } from 'vitest';
import { quote } from '../../../../shared/pricing/quote.js';
import { printSelectionRequestSchema } from '../../../../shared/schemas/print-selection.js';
import { printBundleSizeOf } from './package-print-bundle.js';

describe("a package's print bundles", () => {
  it('both bundles are charged, so both are delivered: 75 prints to choose', () => {
    const q = quote({ kind: 'event_package', eventType: 'personal', eventSize: 'small', addOns: ['print_bundle_25', 'print_bundle_50'] }, 'RO');
    expect(q.lines.map((l) => l.id)).toEqual(['package:personal:small', 'addon:print_bundle_25', 'addon:print_bundle_50']);
    expect(printBundleSizeOf(['print_bundle_25', 'print_bundle_50'])).toBe(75);
    expect(printBundleSizeOf(['print_bundle_50'])).toBe(50);
    expect(printBundleSizeOf(['gallery_extension_7'])).toBeUndefined();
  });

  it('the choice of 75 photos passes the request schema', () => {
    const ids = Array.from({ length: 75 }, (_, i) => `01JAAAAAAAAAAAAAAAAAAAA${String(i).padStart(3, '0')}`);
    const address = { street: 'Str. Memorandumului 28', city: 'Cluj-Napoca', postalCode: '400114' };
    expect(printSelectionRequestSchema.safeParse({ photoIds: ids, address }).success).toBe(true);
    expect(printSelectionRequestSchema.safeParse({ photoIds: [...ids, '01JAAAAAAAAAAAAAAAAAAAA999'], address }).success).toBe(false);
  });
});
