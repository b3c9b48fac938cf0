// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { knownBuyer, readKnownBuyer } from './knownBuyer';
import { savePendingOrder, type PendingOrder } from './pendingOrder';

const order = (over: Partial<PendingOrder> = {}): PendingOrder => ({
  orderId: 'ord_1',
  orderNumber: 'CND-1',
  customerEmail: 'ana@example.com',
  customerName: 'Ana Pop',
  productType: 'raw_archive',
  totalAmount: 100,
  currency: 'RON',
  timestamp: Date.now(),
  accessToken: 't',
  orderType: 'pre_event',
  ...over,
});

beforeEach(() => localStorage.clear());

/** As organizer/organizerSession.ts stores a signed-in organizer (the spec's keys; the portal is not imported here). */
const saveOrganizerSession = (s: { token: string; organizer: { email: string } }) => {
  localStorage.setItem('aln_organizer_token', s.token);
  localStorage.setItem('aln_organizer_info', JSON.stringify(s.organizer));
};

describe('the buyer this device knows (issue 29.5)', () => {
  it('a remembered order, pending or paid, gives its name and e-mail', () => {
    expect(knownBuyer(order(), undefined)).toEqual({ name: 'Ana Pop', email: 'ana@example.com' });
    expect(knownBuyer(order({ paid: true }), undefined)).toEqual({ name: 'Ana Pop', email: 'ana@example.com' });
  });

  it("a signed-in organizer gives the e-mail; the order's name only when it was placed with that e-mail", () => {
    expect(knownBuyer(null, 'olga@example.com')).toEqual({ name: '', email: 'olga@example.com' });
    expect(knownBuyer(order(), 'Ana@Example.com')).toEqual({ name: 'Ana Pop', email: 'Ana@Example.com' });
    expect(knownBuyer(order(), 'olga@example.com')).toEqual({ name: '', email: 'olga@example.com' });
  });

  it('nothing known: empty', () => {
    expect(knownBuyer(null, undefined)).toEqual({ name: '', email: '' });
    expect(knownBuyer(null, '')).toEqual({ name: '', email: '' });
    expect(readKnownBuyer()).toEqual({ name: '', email: '' });
  });

  it("reads this device's stores: the remembered order and the organizer session", () => {
    savePendingOrder(order());
    expect(readKnownBuyer()).toEqual({ name: 'Ana Pop', email: 'ana@example.com' });
    saveOrganizerSession({ token: 'tok', organizer: { email: 'ana@example.com' } });
    expect(readKnownBuyer()).toEqual({ name: 'Ana Pop', email: 'ana@example.com' });
    localStorage.clear();
    saveOrganizerSession({ token: 'tok', organizer: { email: 'olga@example.com' } });
    expect(readKnownBuyer()).toEqual({ name: '', email: 'olga@example.com' });
  });
});
