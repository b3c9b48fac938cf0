import { describe, expect, it } from 'vitest';
import {
  ADD_ONS,
  ADD_ON_IDS,
  BUNDLE_PHOTOS,
  COMBO_IDS,
  COMBO_PRINTS,
  EVENT_SIZES,
  EVENT_TYPES,
  LISTED_COUNTRIES,
  PRINT_SIZES,
  PricingError,
  RON_RATES_DATE,
  addOnsFor,
  comboPrice,
  currencyFor,
  formatMoney,
  multiplierFor,
  normalizeCustomAttendees,
  packagePrice,
  plansFor,
  printUnitPrice,
  printsBundlePrice,
  quote,
  rawArchivePrice,
  recommendedAddOns,
  roundSpec,
  shippingFor,
  toRonMinor,
  type AddOnId,
  type ProductSelection,
} from './index.js';

const pkg = (eventType: 'digital' | 'personal', eventSize: 'small' | 'medium' | 'large' | 'custom', addOns: AddOnId[] = [], customAttendees?: number): ProductSelection => ({
  kind: 'event_package',
  eventType,
  eventSize,
  addOns,
  ...(customAttendees === undefined ? {} : { customAttendees }),
});

const pricingCode = (f: () => unknown): string | undefined => {
  try {
    f();
    return undefined;
  } catch (e) {
    if (e instanceof PricingError) return e.code;
    throw e;
  }
};

describe('round_spec', () => {
  it.each([
    [49, 50], // step 5 below 50
    [50, 50], // step 10 from 50
    [99, 100], // step 10 below 100
    [100, 100], // step 25 from 100
    [499, 500], // step 25 below 500
    [500, 500], // step 50 from 500
    [141.6, 150],
    [118, 125],
    [106.2, 100],
    [523, 500],
    [526, 550],
  ])('%d → %d', (v, r) => expect(roundSpec(v)).toBe(r));

  it('rounds to the nearest step, a value exactly halfway rounds up', () => {
    expect(roundSpec(47.5)).toBe(50); // 9.5 steps of 5
    expect(roundSpec(42.4)).toBe(40);
    expect(roundSpec(55)).toBe(60); // 5.5 steps of 10
    expect(roundSpec(112.5)).toBe(125); // 4.5 steps of 25
    expect(roundSpec(112.4)).toBe(100);
    expect(roundSpec(525)).toBe(550); // 10.5 steps of 50
    expect(roundSpec(2.4)).toBe(0);
    expect(roundSpec(2.5)).toBe(5);
  });

  it('is exact where binary floating point is not (87.5 × 1.4 = 122.5 → 125)', () => {
    expect(87.5 * 1.4).not.toBe(122.5); // the trap
    expect(quote(pkg('personal', 'small', ['print_bundle_25']), 'PL').lines[1]?.amount).toBe(12_500);
  });
});

describe('countries', () => {
  it('multiplier, currency and shipping per the spec tables', () => {
    const table: [string, number, string, number][] = [
      // country, multiplier, currency, shipping (major: figure × multiplier, whole unit)
      ['RO', 1, 'RON', 15],
      ['BG', 1, 'RON', 25],
      ['HU', 1.2, 'EUR', 30],
      ['HR', 1.3, 'EUR', 39],
      ['PL', 1.4, 'EUR', 42],
      ['DE', 2, 'EUR', 70],
      ['GB', 2.4, 'GBP', 120],
      ['US', 2.6, 'USD', 169],
      ['CA', 2.6, 'USD', 169],
      ['AU', 2.6, 'USD', 195],
      ['NZ', 2.6, 'USD', 195],
      ['DK', 2.8, 'EUR', 140],
      ['CH', 3, 'CHF', 150],
      ['NO', 3, 'EUR', 150],
      ['JP', 1.8, 'EUR', 126], // JP 70 × the default multiplier
      ['ZA', 1.8, 'EUR', 99], // unlisted: default 55 × 1.8
    ];
    for (const [country, m, currency, shipping] of table) {
      expect({ country, m: multiplierFor(country), currency: currencyFor(country), shipping: shippingFor(country) }).toEqual({
        country,
        m,
        currency,
        shipping: shipping * 100,
      });
    }
  });

  it('the European shipping figures we chose stay within the spec\'s "about 30 to 50"', () => {
    const european = ['HR', 'PL', 'CZ', 'PT', 'GR', 'DE', 'FR', 'NL', 'SE', 'AT', 'BE', 'IE', 'ES', 'IT', 'GB', 'DK', 'CH', 'NO'];
    for (const c of european) {
      const figure = shippingFor(c) / 100 / multiplierFor(c);
      expect(figure, c).toBeGreaterThanOrEqual(29.5);
      expect(figure, c).toBeLessThanOrEqual(50.5);
    }
  });

  it('a lower-case or padded country is the same country; a malformed one is refused', () => {
    expect(quote({ kind: 'raw_archive' }, ' de ').country).toBe('DE');
    expect(pricingCode(() => quote({ kind: 'raw_archive' }, 'DEU'))).toBe('INVALID_SELECTION');
    expect(pricingCode(() => quote({ kind: 'raw_archive' }, ''))).toBe('INVALID_SELECTION');
  });
});

describe('event packages', () => {
  it('RO keeps the spec figures as written; other countries round_spec(figure × multiplier) in their currency', () => {
    const expected: Record<string, Record<string, number[]>> = {
      // digital small/medium/large/custom, personal small/medium/large/custom (major units)
      RO: { digital: [59, 99, 149, 249], personal: [75, 99, 149, 199] },
      DE: { digital: [125, 200, 300, 500], personal: [150, 200, 300, 400] }, // 118, 198, 298, 498 | 150, 198, 298, 398
      GB: { digital: [150, 250, 350, 600], personal: [175, 250, 350, 475] }, // 141.6, 237.6, 357.6, 597.6 | 180, …, 477.6
      US: { digital: [150, 250, 375, 650], personal: [200, 250, 375, 500] }, // 153.4, 257.4, 387.4, 647.4 | 195, …, 517.4
      CH: { digital: [175, 300, 450, 750], personal: [225, 300, 450, 600] }, // 177, 297, 447, 747 | 225, …, 597
      ZA: { digital: [100, 175, 275, 450], personal: [125, 175, 275, 350] }, // 106.2, 178.2, 268.2, 448.2 | 135, …, 358.2
    };
    for (const [country, byType] of Object.entries(expected)) {
      for (const type of EVENT_TYPES) {
        const got = EVENT_SIZES.map((size) => packagePrice(type, size, country) / 100);
        expect({ country, type, got }).toEqual({ country, type, got: byType[type] });
      }
    }
  });

  it('plan cards: four sizes per type with attendee ranges, medium most popular', () => {
    const plans = plansFor('digital', 'RO');
    expect(plans.map((p) => [p.size, p.attendees, p.mostPopular, p.price])).toEqual([
      ['small', { min: 10, max: 100 }, false, 5900],
      ['medium', { min: 100, max: 300 }, true, 9900],
      ['large', { min: 300, max: 1000 }, false, 14_900],
      ['custom', { min: 1000 }, false, 24_900],
    ]);
    expect(plansFor('personal', 'DE').map((p) => p.price)).toEqual([15_000, 20_000, 30_000, 40_000]);
  });

  it('has no shipping (pre-event), and totals the package and its add-ons', () => {
    const q = quote(pkg('digital', 'medium', ['branded_frames', 'export_csv']), 'RO');
    expect(q).toEqual({
      country: 'RO',
      currency: 'RON',
      lines: [
        { id: 'package:digital:medium', label: 'Medium event (digital)', amount: 9900 },
        { id: 'addon:branded_frames', label: 'Branded frames', amount: 6000 },
        { id: 'addon:export_csv', label: 'CSV export', amount: 4000 },
      ],
      subtotal: 19_900,
      shipping: 0,
      total: 19_900,
      ronTotal: 19_900,
      ronRateDate: RON_RATES_DATE,
    });
    expect(quote(pkg('personal', 'large', ['print_bundle_50']), 'US').shipping).toBe(0);
  });
});

describe('custom attendees', () => {
  it('at least 1000, steps of 100 (rounded up), non-numeric becomes 1000', () => {
    expect(normalizeCustomAttendees(1)).toBe(1000);
    expect(normalizeCustomAttendees(999)).toBe(1000);
    expect(normalizeCustomAttendees(1000)).toBe(1000);
    expect(normalizeCustomAttendees(1001)).toBe(1100);
    expect(normalizeCustomAttendees(1450)).toBe(1500);
    expect(normalizeCustomAttendees('2000')).toBe(2000);
    expect(normalizeCustomAttendees('abc')).toBe(1000);
    expect(normalizeCustomAttendees('')).toBe(1000);
    expect(normalizeCustomAttendees(Number.NaN)).toBe(1000);
    expect(normalizeCustomAttendees(undefined)).toBe(1000);
    expect(normalizeCustomAttendees(10_000)).toBe(10_000);
  });

  it('over 10000 needs a custom quote', () => {
    expect(pricingCode(() => normalizeCustomAttendees(10_001))).toBe('CUSTOM_QUOTE_REQUIRED');
    expect(pricingCode(() => quote(pkg('digital', 'custom', [], 20_000), 'RO'))).toBe('CUSTOM_QUOTE_REQUIRED');
    expect(pricingCode(() => quote(pkg('digital', 'custom', [], Number.POSITIVE_INFINITY), 'RO'))).toBeUndefined(); // non-numeric → 1000
  });

  it('the count is named on the line; the price is the custom package price; other sizes take no count', () => {
    const q = quote(pkg('personal', 'custom', [], 2500), 'RO');
    expect(q.lines[0]).toEqual({ id: 'package:personal:custom', label: 'Custom event (personal), 2500 attendees', amount: 19_900 });
    expect(quote(pkg('personal', 'custom'), 'RO').lines[0]?.label).toBe('Custom event (personal), 1000 attendees');
    expect(pricingCode(() => quote(pkg('digital', 'small', [], 1500), 'RO'))).toBe('INVALID_SELECTION');
  });
});

describe('add-ons', () => {
  it('frames and CSV are digital only, print bundles personal only, extensions both', () => {
    expect(addOnsFor('digital').map((a) => a.id)).toEqual(['branded_frames', 'export_csv', 'gallery_extension_7', 'gallery_extension_30']);
    expect(addOnsFor('personal').map((a) => a.id)).toEqual(['gallery_extension_7', 'gallery_extension_30', 'print_bundle_25', 'print_bundle_50']);
    for (const id of ['branded_frames', 'export_csv'] as const) {
      expect(pricingCode(() => quote(pkg('personal', 'small', [id]), 'RO'))).toBe('ADDON_NOT_AVAILABLE');
    }
    for (const id of ['print_bundle_25', 'print_bundle_50'] as const) {
      expect(pricingCode(() => quote(pkg('digital', 'small', [id]), 'RO'))).toBe('ADDON_NOT_AVAILABLE');
    }
  });

  it('fixed add-ons: frames 60, CSV 40, print bundles 87.5 and 150, priced per country', () => {
    const amounts = (type: 'digital' | 'personal', ids: AddOnId[], country: string): number[] =>
      quote(pkg(type, 'small', ids), country).lines.slice(1).map((l) => l.amount / 100);
    expect(amounts('digital', ['branded_frames', 'export_csv'], 'RO')).toEqual([60, 40]);
    expect(amounts('personal', ['print_bundle_25', 'print_bundle_50'], 'RO')).toEqual([87.5, 150]);
    expect(amounts('digital', ['branded_frames', 'export_csv'], 'DE')).toEqual([125, 80]); // 120 → 125, 80
    expect(amounts('personal', ['print_bundle_25', 'print_bundle_50'], 'CH')).toEqual([275, 450]); // 262.5 → 275 (halfway: up), 450
  });

  it('gallery extensions are 0.4 and 1.0 of the package price, in every country', () => {
    for (const country of [...LISTED_COUNTRIES, 'ZA']) {
      for (const type of EVENT_TYPES) {
        for (const size of EVENT_SIZES) {
          const base = packagePrice(type, size, country);
          const seven = quote(pkg(type, size, ['gallery_extension_7']), country).lines[1]?.amount;
          const thirty = quote(pkg(type, size, ['gallery_extension_30']), country).lines[1]?.amount;
          expect(seven).toBe(Math.round(base * 0.4));
          expect(thirty).toBe(base);
        }
      }
    }
    expect(quote(pkg('digital', 'small', ['gallery_extension_7']), 'RO').lines[1]?.amount).toBe(2360); // 0.4 × 59
  });

  it('bestValue marks the cheaper per day / per print of each pair', () => {
    expect(ADD_ONS.filter((a) => a.bestValue).map((a) => a.id)).toEqual(['gallery_extension_30', 'print_bundle_50']);
    expect(1 / 30).toBeLessThan(0.4 / 7);
    expect(150 / 50).toBeLessThan(87.5 / 25);
    expect(ADD_ONS.every((a) => a.name && a.description)).toBe(true);
  });

  it('refuses a repeated add-on and both extensions at once', () => {
    expect(pricingCode(() => quote(pkg('digital', 'small', ['export_csv', 'export_csv']), 'RO'))).toBe('INVALID_SELECTION');
    expect(pricingCode(() => quote(pkg('digital', 'small', ['gallery_extension_7', 'gallery_extension_30']), 'RO'))).toBe('INVALID_SELECTION');
  });
});

describe('recommendations', () => {
  it.each([
    ['digital', 'small', ['branded_frames']],
    ['digital', 'medium', ['branded_frames', 'export_csv']],
    ['digital', 'large', ['export_csv', 'gallery_extension_7']],
    ['digital', 'custom', ['export_csv', 'gallery_extension_30']],
    ['personal', 'small', ['print_bundle_25']],
    ['personal', 'medium', ['print_bundle_25', 'gallery_extension_7']],
    ['personal', 'large', ['print_bundle_50', 'gallery_extension_7']],
    ['personal', 'custom', ['print_bundle_50', 'gallery_extension_30']],
  ] as const)('%s %s → %j, each available for the type', (type, size, ids) => {
    expect(recommendedAddOns(type, size)).toEqual(ids);
    expect(pricingCode(() => quote(pkg(type, size, [...ids]), 'RO'))).toBeUndefined();
  });
});

describe('post-event products', () => {
  it('raw archive 180, no shipping', () => {
    expect(quote({ kind: 'raw_archive' }, 'RO')).toMatchObject({ subtotal: 18_000, shipping: 0, total: 18_000, currency: 'RON' });
    expect(quote({ kind: 'raw_archive' }, 'DE')).toMatchObject({ subtotal: 35_000, shipping: 0, total: 35_000, currency: 'EUR' }); // 360 → 350
    expect(rawArchivePrice('GB')).toBe(42_500); // 432 → 425
  });

  it('print unit prices per size: 4.5, 6, 8.5, 15 in RO', () => {
    expect(PRINT_SIZES.map((s) => printUnitPrice(s, 'RO'))).toEqual([450, 600, 850, 1500]);
    expect(PRINT_SIZES.map((s) => printUnitPrice(s, 'DE'))).toEqual([1000, 1000, 1500, 3000]); // 9, 12, 17, 30
  });

  it('10×15 bundles of 10/25/50/100 are 35/80/140/250; other sizes scale by the unit-price ratio', () => {
    expect(BUNDLE_PHOTOS.map((n) => printsBundlePrice(n, '10x15', 'RO') / 100)).toEqual([35, 80, 140, 250]);
    // 13×18 = × 6/4.5: 46.67, 106.67, 186.67, 333.33 → round_spec
    expect(BUNDLE_PHOTOS.map((n) => printsBundlePrice(n, '13x18', 'RO') / 100)).toEqual([45, 100, 175, 325]);
    // 20×30 = × 15/4.5: 116.67, 266.67, 466.67, 833.33
    expect(BUNDLE_PHOTOS.map((n) => printsBundlePrice(n, '20x30', 'RO') / 100)).toEqual([125, 275, 475, 850]);
    // DE 15×21 = × 8.5/4.5 × 2: 132.2, 302.2, 528.9, 944.4
    expect(BUNDLE_PHOTOS.map((n) => printsBundlePrice(n, '15x21', 'DE') / 100)).toEqual([125, 300, 550, 950]);
  });

  it('a bundle always costs less than its prints bought one by one, even where rounding a print down would break it', () => {
    // HU 13×18: a print 7.20 → 5, ten of them 50; the bundle 56 → 60 is moved down the grid to 45.
    expect(printsBundlePrice(10, '13x18', 'HU')).toBe(4500);
    for (const country of [...LISTED_COUNTRIES, 'ZA'])
      for (const size of PRINT_SIZES)
        for (const n of BUNDLE_PHOTOS) expect(printsBundlePrice(n, size, country), `${country} ${n}×${size}`).toBeLessThan(n * printUnitPrice(size, country));
  });

  it('prints are shipped', () => {
    expect(quote({ kind: 'prints_bundle', photos: 25, printSize: '10x15' }, 'RO')).toMatchObject({ subtotal: 8000, shipping: 1500, total: 9500 });
    expect(quote({ kind: 'prints_bundle', photos: 25, printSize: '10x15' }, 'US')).toMatchObject({ subtotal: 20_000, shipping: 16_900, total: 36_900, currency: 'USD' });
  });

  it('combos (archive + 10/25/50/100 10×15 prints) cost less than the two bought apart, in every country, and are shipped', () => {
    expect(COMBO_IDS.map((c) => comboPrice(c, 'RO') / 100)).toEqual([200, 240, 300, 400]);
    // HR premium: 390 → 400 = archive 225 + 50 prints 175; one step down the grid, 375.
    expect(comboPrice('premium', 'HR')).toBe(37_500);
    for (const country of [...LISTED_COUNTRIES, 'ZA']) {
      for (const combo of COMBO_IDS) {
        const apart = rawArchivePrice(country) + printsBundlePrice(COMBO_PRINTS[combo], '10x15', country);
        expect(comboPrice(combo, country), `${country} ${combo}`).toBeLessThan(apart);
      }
    }
    expect(quote({ kind: 'combo', combo: 'standard' }, 'CH')).toMatchObject({ subtotal: 70_000, shipping: 15_000, total: 85_000, currency: 'CHF' }) // 720 → 700;
  });
});

describe('RON equivalent and display', () => {
  it('a RON quote is its own RON total; others convert by the dated table', () => {
    expect(quote({ kind: 'raw_archive' }, 'BG')).toMatchObject({ currency: 'RON', total: 18_000, ronTotal: 18_000 });
    const de = quote({ kind: 'raw_archive' }, 'DE');
    expect(de.ronTotal).toBe(toRonMinor(35_000, 'EUR'));
    expect(de.ronTotal).toBeGreaterThan(de.total * 4);
    expect(de.ronRateDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(toRonMinor(1, 'EUR')).toBe(5); // 5.078 bani rounds to 5
  });

  it('formats minor units with the locale and currency', () => {
    const plain = (s: string): string => s.replace(/\s/g, ' '); // Intl separates with a no-break space
    expect(plain(formatMoney(9900, 'RON', 'en-US'))).toBe('RON 99.00');
    expect(plain(formatMoney(12_500, 'EUR', 'en-US'))).toBe('€125.00');
    expect(plain(formatMoney(8750, 'RON', 'ro-RO'))).toBe('87,50 RON');
  });

  it('every add-on id is described once', () => {
    expect(new Set(ADD_ON_IDS).size).toBe(ADD_ONS.length);
  });
});

describe('gallery extension bought after the event (organizer portal)', () => {
  it("is the add-on's share of the event's package price in the buyer's country: +7 = 0.4, +30 = 1.0", () => {
    for (const country of ['RO', 'DE', 'GB']) {
      const pkg = quote({ kind: 'event_package', eventType: 'digital', eventSize: 'large', addOns: [] }, country);
      const seven = quote({ kind: 'gallery_extension', days: 7, eventType: 'digital', eventSize: 'large' }, country);
      const thirty = quote({ kind: 'gallery_extension', days: 30, eventType: 'digital', eventSize: 'large' }, country);
      expect(seven.total).toBe(Math.round(pkg.subtotal * 0.4));
      expect(thirty.total).toBe(pkg.subtotal);
      expect([seven.currency, seven.shipping, seven.lines.map((l) => l.id)]).toEqual([pkg.currency, 0, ['addon:gallery_extension_7']]);
    }
  });
});
