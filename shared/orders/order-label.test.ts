import { describe, expect, it } from 'vitest';
import { quote, type ProductSelection } from '../pricing/index.js';
import { ORDER_LABEL_WORDS_EN, orderLabel, parseLine, type OrderLabelInput, type OrderLabelWords } from './order-label.js';

/** An order as create-order stores it: the quote's lines for the selection (the ids name what was bought). */
const orderOf = (selection: ProductSelection, productType: OrderLabelInput['productType'] = 'raw_archive'): OrderLabelInput => ({
  orderType: selection.kind === 'event_package' ? 'pre_event' : 'post_event',
  productType: selection.kind === 'event_package' ? 'raw_archive' : productType,
  lines: quote(selection, 'RO').lines,
});

const en = (order: OrderLabelInput): string => orderLabel(order, ORDER_LABEL_WORDS_EN);

describe('orderLabel: an order named for what was bought', () => {
  it('an event package (productType raw_archive, as the spec gives it) is named for its package, not "raw archive"', () => {
    expect(en(orderOf({ kind: 'event_package', eventType: 'personal', eventSize: 'medium', addOns: [] }))).toBe('Event package · Medium (personal)');
  });

  it('an event package with add-ons names each, in the order bought', () => {
    const order = orderOf({ kind: 'event_package', eventType: 'personal', eventSize: 'medium', addOns: ['print_bundle_25', 'gallery_extension_7'] });
    expect(en(order)).toBe('Event package · Medium (personal) + Print bundle (25) + Gallery extension (7 days)');
    const digital = orderOf({ kind: 'event_package', eventType: 'digital', eventSize: 'large', addOns: ['export_csv', 'gallery_extension_30'] });
    expect(en(digital)).toBe('Event package · Large (digital) + CSV export + Gallery extension (30 days)');
  });

  it('a custom package says its attendees (from the stored line)', () => {
    const order = orderOf({ kind: 'event_package', eventType: 'digital', eventSize: 'custom', customAttendees: 2000, addOns: ['branded_frames'] });
    expect(en(order)).toBe('Event package · Custom (digital, 2000 attendees) + Branded frames');
  });

  it('a package order without lines still names the package from productDetails', () => {
    expect(en({ orderType: 'pre_event', productType: 'raw_archive', productDetails: { eventType: 'digital', eventSize: 'small' } })).toBe('Event package · Small (digital)');
  });

  it('the raw archive, prints and combos read as the quote names them', () => {
    expect(en(orderOf({ kind: 'raw_archive' }))).toBe('Raw archive (all photos, high resolution)');
    expect(en(orderOf({ kind: 'prints_bundle', photos: 25, printSize: '13x18' }, 'prints_bundle'))).toBe('25 prints, 13×18 cm');
    expect(en(orderOf({ kind: 'combo', combo: 'standard' }, 'combo'))).toBe('Standard combo: raw archive + 25 prints (10×15 cm)');
  });

  it('a gallery extension bought after the event names its days', () => {
    expect(en(orderOf({ kind: 'gallery_extension', days: 7, eventType: 'personal', eventSize: 'medium' }, 'gallery_extension'))).toBe('Gallery extension (7 days)');
    expect(en(orderOf({ kind: 'gallery_extension', days: 30, eventType: 'personal', eventSize: 'medium' }, 'gallery_extension'))).toBe('Gallery extension (30 days)');
  });

  it('takes every word from the words given (another language), and keeps an unknown line as the server wrote it', () => {
    const shout: OrderLabelWords = {
      eventPackage: 'PACHET',
      packageName: (size, type, attendees) => `${size.toUpperCase()}/${type.toUpperCase()}${attendees === undefined ? '' : `/${attendees}`}`,
      addOns: { branded_frames: 'RAME', export_csv: 'CSV', gallery_extension_7: 'G7', gallery_extension_30: 'G30', print_bundle_25: 'P25', print_bundle_50: 'P50' },
      rawArchive: 'ARHIVĂ',
      bundle: (photos, size) => `${photos}@${size}`,
      combo: (combo) => `COMBO-${combo}`,
      galleryExtension: (days) => `GAL-${days}`,
      other: (type) => `?${type}`,
    };
    const pkg = orderOf({ kind: 'event_package', eventType: 'personal', eventSize: 'custom', customAttendees: 1500, addOns: ['print_bundle_50'] });
    expect(orderLabel(pkg, shout)).toBe('PACHET · CUSTOM/PERSONAL/1500 + P50');
    expect(orderLabel(orderOf({ kind: 'raw_archive' }), shout)).toBe('ARHIVĂ');
    expect(orderLabel(orderOf({ kind: 'prints_bundle', photos: 10, printSize: '20x30' }, 'prints_bundle'), shout)).toBe('10@20x30');
    expect(orderLabel(orderOf({ kind: 'combo', combo: 'ultimate' }, 'combo'), shout)).toBe('COMBO-ultimate');
    expect(orderLabel(orderOf({ kind: 'gallery_extension', days: 30, eventType: 'digital', eventSize: 'small' }, 'gallery_extension'), shout)).toBe('GAL-30');
    expect(orderLabel({ orderType: 'post_event', productType: 'raw_archive', lines: [{ id: 'poster:a3', label: 'A3 poster' }] }, shout)).toBe('A3 poster');
    expect(orderLabel({ orderType: 'post_event', productType: 'mug', lines: [] }, shout)).toBe('?mug');
  });
});

describe('parseLine: the quote line ids', () => {
  it('reads each id shared/pricing makes, and nothing else', () => {
    expect(parseLine({ id: 'package:digital:small', label: '' })).toEqual({ kind: 'package', eventType: 'digital', eventSize: 'small' });
    expect(parseLine({ id: 'package:personal:custom', label: 'Custom event (personal), 3000 attendees' })).toEqual({ kind: 'package', eventType: 'personal', eventSize: 'custom', attendees: 3000 });
    expect(parseLine({ id: 'addon:export_csv', label: '' })).toEqual({ kind: 'addon', addOn: 'export_csv' });
    expect(parseLine({ id: 'prints_bundle:50:15x21', label: '' })).toEqual({ kind: 'prints_bundle', photos: 50, printSize: '15x21' });
    expect(parseLine({ id: 'prints_bundle:7:15x21', label: '' })).toEqual({ kind: 'unknown' });
    expect(parseLine({ id: 'package:personal:huge', label: '' })).toEqual({ kind: 'unknown' });
    expect(parseLine({ id: 'addon:free_lunch', label: '' })).toEqual({ kind: 'unknown' });
  });
});
