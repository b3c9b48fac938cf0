import { describe, expect, it } from 'vitest';
import { orderName, reasonText } from './productLabels';
import en from '../../i18n/catalogues/commerce/en';
import ro from '../../i18n/catalogues/commerce/ro';
import historyEn from '../../i18n/catalogues/history/en';
import historyRo from '../../i18n/catalogues/history/ro';

/*
 * Every reason the server writes into an order's status history (functions/core/domain: create-order,
 * fulfil-payment, cancel-order, cancel-paid-order, staff-order-actions, complete-order, cancel-unpaid-orders,
 * handle-stripe-event, run-archive-build, link-order, gallery-extension, print-selection, cancel-bundled-prints;
 * status-history's form of link-order's without the order's token), with its Romanian.
 */
const SERVER_REASONS: readonly (readonly [string, string])[] = [
  ['Order created', 'Comandă creată'],
  ['Payment confirmed', 'Plata a fost confirmată'],
  ['Cancelled by customer', 'Anulată de client'],
  ['Cancelled by staff', 'Anulată de echipa noastră'],
  ['Completed by staff', 'Finalizată de echipa noastră'],
  ['Shipped', 'Expediată'],
  ['Payment not received within 24 hours', 'Plata nu a sosit în 24 de ore'],
  ['Payment session expired', 'Sesiunea de plată a expirat'],
  ['Payment refunded', 'Plata a fost rambursată'],
  ['Raw archive ready for download', 'Arhiva completă e gata de descărcare'],
  ['Linked to event ABC123', 'Legată de evenimentul ABC123'],
  ['Linked to event', 'Legată de un eveniment'],
  ['Print bundle chosen (paid with the event package)', 'Pachetul de printuri ales (plătit cu pachetul evenimentului)'],
  ['Package refunded: its prints are not sent', 'Pachet rambursat: printurile nu se mai trimit'],
  ['Gallery extended by 1 days', 'Galeria a fost prelungită cu 1 zi'],
  ['Gallery extended by 7 days', 'Galeria a fost prelungită cu 7 zile'],
  ['Gallery extended by 30 days', 'Galeria a fost prelungită cu 30 de zile'],
];

describe('reasonText: the status history reasons the server writes', () => {
  it.each(SERVER_REASONS)('"%s" reads "%s" in Romanian', (english, romanian) => {
    expect(reasonText(historyRo, english)).toBe(romanian);
  });

  it.each(SERVER_REASONS)('"%s" stays as written in English', (english) => {
    expect(reasonText(historyEn, english)).toBe(english);
  });

  it('shows a reason it does not know as the server wrote it', () => {
    expect(reasonText(historyRo, 'Something new')).toBe('Something new');
  });
});

describe('orderName: an order named for what was bought, in the reader’s language (shared/orders/order-label.ts)', () => {
  const pkg = {
    orderType: 'pre_event',
    productType: 'raw_archive',
    lines: [
      { id: 'package:personal:medium', label: 'Medium event (personal)' },
      { id: 'addon:print_bundle_25', label: 'Print bundle (25 prints)' },
      { id: 'addon:gallery_extension_7', label: 'Gallery extension +7 days' },
    ],
  };
  const custom = { orderType: 'pre_event', productType: 'raw_archive', lines: [{ id: 'package:digital:custom', label: 'Custom event (digital), 2000 attendees' }] };
  const post = (id: string, productType = 'raw_archive') => ({ orderType: 'post_event', productType, lines: [{ id, label: 'server label' }] });

  it('an event package with its add-ons, in English and Romanian', () => {
    expect(orderName(en.products, pkg)).toBe('Event package · Medium (personal) + Print bundle (25) + Gallery extension (7 days)');
    expect(orderName(ro.products, pkg)).toBe('Pachet pentru eveniment · Mediu (personal) + Fotografii printate (25) + Galerie prelungită (7 zile)');
  });

  it('an event package without add-ons, and a custom one with its attendees', () => {
    expect(orderName(en.products, { ...pkg, lines: pkg.lines.slice(0, 1) })).toBe('Event package · Medium (personal)');
    expect(orderName(ro.products, { ...pkg, lines: pkg.lines.slice(0, 1) })).toBe('Pachet pentru eveniment · Mediu (personal)');
    expect(orderName(en.products, custom)).toBe('Event package · Custom (digital, 2,000 attendees)');
    expect(orderName(ro.products, custom)).toBe('Pachet pentru eveniment · Personalizat (digital, 2.000 de participanți)');
  });

  it('the raw archive, prints, combos and a gallery extension read as the order lines always did', () => {
    expect(orderName(en.products, post('raw_archive'))).toBe('Raw archive (all photos, high resolution)');
    expect(orderName(ro.products, post('raw_archive'))).toBe('Arhivă completă (toate fotografiile, la rezoluție mare)');
    expect(orderName(en.products, post('prints_bundle:25:10x15', 'prints_bundle'))).toBe('25 prints, 10×15 cm');
    expect(orderName(ro.products, post('prints_bundle:25:10x15', 'prints_bundle'))).toBe('25 de fotografii printate, 10×15 cm');
    expect(orderName(en.products, post('combo:basic', 'combo'))).toBe('Basic combo: raw archive + 10 prints (10×15 cm)');
    expect(orderName(ro.products, post('combo:basic', 'combo'))).toBe('Combo de bază: arhivă completă + 10 fotografii printate (10×15 cm)');
    expect(orderName(en.products, post('addon:gallery_extension_30', 'gallery_extension'))).toBe('Gallery extension (30 days)');
    expect(orderName(ro.products, post('addon:gallery_extension_30', 'gallery_extension'))).toBe('Galerie prelungită (30 de zile)');
  });
});
