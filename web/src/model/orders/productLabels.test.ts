import { describe, expect, it } from 'vitest';
import { reasonText } from './productLabels';
import en from '../../i18n/catalogues/commerce/en';
import ro from '../../i18n/catalogues/commerce/ro';

/*
 * Every reason the server writes into an order's status history (functions/core/domain: create-order,
 * fulfil-payment, cancel-order, cancel-paid-order, staff-order-actions, complete-order, cancel-unpaid-orders,
 * handle-stripe-event, run-archive-build, link-order, gallery-extension), with its Romanian.
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
  ['Gallery extended by 1 days', 'Galeria a fost prelungită cu 1 zi'],
  ['Gallery extended by 7 days', 'Galeria a fost prelungită cu 7 zile'],
  ['Gallery extended by 30 days', 'Galeria a fost prelungită cu 30 de zile'],
];

describe('reasonText: the status history reasons the server writes', () => {
  it.each(SERVER_REASONS)('"%s" reads "%s" in Romanian', (english, romanian) => {
    expect(reasonText(ro, english)).toBe(romanian);
  });

  it.each(SERVER_REASONS)('"%s" stays as written in English', (english) => {
    expect(reasonText(en, english)).toBe(english);
  });

  it('shows a reason it does not know as the server wrote it', () => {
    expect(reasonText(ro, 'Something new')).toBe('Something new');
  });
});
