// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffOrderDetails } from '../../../../shared/schemas/staff-orders';
import { jsonResponse } from '../../testing/fixtures';
import { loadTexts } from '../../i18n/texts';
import { setLocale } from '../../i18n/localeStore';
import { OrderDetailsDialog } from './OrderDetailsDialog';

const ID = '01JORDER000000000000000001';
const details: StaffOrderDetails = {
  order: {
    id: ID,
    orderNumber: 'CND-261124-00000001',
    orderType: 'post_event',
    customerName: 'Ana Pop',
    customerEmail: 'ana@example.com',
    productType: 'gallery_extension',
    eventTitle: 'Nunta',
    totalAmount: 5000,
    currency: 'RON',
    ronTotal: 5000,
    status: 'completed',
    createdAt: '2026-11-24T10:00:00.000Z',
    updatedAt: '2026-11-24T11:00:00.000Z',
    subtotalAmount: 5000,
    shippingCost: 0,
    country: 'RO',
    lines: [],
    statusSince: '2026-11-24T11:00:00.000Z',
  },
  payment: {},
  history: [
    { id: 'h3', from: 'processing', to: 'completed', reason: 'Gallery extended by 7 days', actor: 'system', at: '2026-11-24T11:00:00.000Z' },
    { id: 'h2', from: 'pending', to: 'processing', reason: 'Payment confirmed', actor: 'stripe', at: '2026-11-24T10:30:00.000Z' },
    { id: 'h1', from: null, to: 'pending', reason: 'Order created', actor: 'customer', at: '2026-11-24T10:00:00.000Z' },
  ],
  actions: { complete: false, cancel: false, refund: false, trackingNumberRequired: false },
};

describe('staff order details: the history in Romanian', () => {
  beforeEach(async () => {
    await Promise.all([loadTexts('staff', 'ro'), loadTexts('commerce', 'ro')]);
    setLocale('ro');
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(200, details)));
  });
  afterEach(() => {
    cleanup();
    setLocale('en');
    vi.unstubAllGlobals();
  });

  it("shows the server's reasons in Romanian, no English left", async () => {
    render(<OrderDetailsDialog token="t" orderId={ID} version={0} onClose={() => {}} onComplete={() => {}} onCancel={() => {}} onAuthFailure={() => {}} />);
    expect(await screen.findByText(/Galeria a fost prelungită cu 7 zile/)).toBeTruthy();
    expect(screen.getByText(/Plata a fost confirmată/)).toBeTruthy();
    expect(screen.getByText(/Comandă creată/)).toBeTruthy();
    const text = document.body.textContent ?? '';
    for (const english of ['Gallery extended by', 'Payment confirmed', 'Order created']) expect(text).not.toContain(english);
  });
});

describe('staff order details: a payment that did not match the order (#27)', () => {
  const mismatched: StaffOrderDetails = {
    ...details,
    order: { ...details.order, status: 'pending' },
    payment: {
      paymentMismatch: {
        sessionId: 'cs_other',
        paymentIntentId: 'pi_other',
        reasons: ['session', 'amount'],
        amount: 500,
        currency: 'ron',
        expectedAmount: 5000,
        expectedCurrency: 'ron',
        refundId: 're_1',
        at: '2026-11-24T10:40:00.000Z',
      },
    },
  };
  beforeEach(async () => {
    await Promise.all([loadTexts('staff', 'en'), loadTexts('commerce', 'en')]);
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(200, mismatched)));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows what came in against what was due, why, and the refund', async () => {
    render(<OrderDetailsDialog token="t" orderId={ID} version={0} onClose={() => {}} onComplete={() => {}} onCancel={() => {}} onAuthFailure={() => {}} />);
    expect(await screen.findByText('Payment mismatch')).toBeTruthy();
    const row = screen.getByText(/^cs_other paid/).textContent ?? '';
    expect(row.replace(/\u00a0/g, ' ')).toMatch(/cs_other paid .*5\.00.*, the order asks .*50\.00.* \(not its session, amount\); refunded \(re_1\)/);
  });
});

describe('staff order details: a prints order', () => {
  const prints = (status: StaffOrderDetails['order']['status']): StaffOrderDetails => ({
    ...details,
    order: {
      ...details.order,
      productType: 'prints_bundle',
      status,
      prints: { bundleSize: 25, printSize: '10x15', packageOrderId: '01JPACKAGE0000000000000001', photos: [{ id: 'p1', thumbnailUrl: '/p/t1.jpg' }] },
    },
  });
  beforeEach(async () => {
    await Promise.all([loadTexts('staff', 'en'), loadTexts('commerce', 'en')]);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers its print files while it ships, and none once cancelled or refunded (its package refunded)', async () => {
    for (const [status, offered] of [['processing', true], ['cancelled', false], ['refunded', false]] as const) {
      vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(200, prints(status))));
      render(<OrderDetailsDialog token="t" orderId={ID} version={0} onClose={() => {}} onComplete={() => {}} onCancel={() => {}} onAuthFailure={() => {}} />);
      await screen.findByText('1 photos chosen');
      expect(screen.queryByRole('button', { name: 'Download print files' }) !== null).toBe(offered);
      cleanup();
    }
  });
});

describe('staff order details: a refund Stripe reported failed', () => {
  const failedRefund = (refundAttempts: { requested: number; failed: number }, refundRequestedAt: string): StaffOrderDetails => ({
    ...details,
    order: { ...details.order, status: 'cancelled' },
    payment: { paymentIntentId: 'pi_1', refundRequestedAt, refundFailure: { refundId: 're_1', reason: 'expired_or_canceled_card', at: '2026-11-24T12:00:00.000Z' }, refundAttempts },
    actions: { ...details.actions, refund: true },
  });
  const open = (d: StaffOrderDetails) => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(200, d)));
    render(<OrderDetailsDialog token="t" orderId={ID} version={0} onClose={() => {}} onComplete={() => {}} onCancel={() => {}} onRefund={() => {}} onAuthFailure={() => {}} />);
  };
  beforeEach(async () => {
    await Promise.all([loadTexts('staff', 'en'), loadTexts('commerce', 'en')]);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('the last refund asked failed: the failure shows and the button offers the retry', async () => {
    open(failedRefund({ requested: 1, failed: 1 }, '2026-11-24T11:00:00.000Z'));
    expect(await screen.findByRole('button', { name: 'Retry refund' })).toBeTruthy();
    expect(screen.getByText('Refund failed')).toBeTruthy();
    expect(screen.getByText('Refund requested')).toBeTruthy();
  });

  it('a retry under way: the request says it was asked again, and the button is the plain Refund', async () => {
    open(failedRefund({ requested: 2, failed: 1 }, '2026-11-24T13:00:00.000Z'));
    expect(await screen.findByText('Refund asked again (attempt 2)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refund' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry refund' })).toBeNull();
  });
});

describe('staff order details: e-mails the customer has not had yet', () => {
  const waiting: StaffOrderDetails = {
    ...details,
    order: {
      ...details.order,
      productType: 'raw_archive',
      emailsWaiting: [
        { kind: 'archive-ready', owedSince: '2026-11-24T11:00:00.000Z', nextTryAt: '2026-11-24T12:00:00.000Z' },
        { kind: 'order-shipped', owedSince: '2026-11-24T11:05:00.000Z', nextTryAt: '2026-11-24T11:06:00.000Z' },
      ],
    },
  };
  afterEach(() => {
    cleanup();
    setLocale('en');
    vi.unstubAllGlobals();
  });

  it('names each e-mail owed by its subject, since when, and the next try (en, ro)', async () => {
    await Promise.all([loadTexts('staff', 'en'), loadTexts('commerce', 'en'), loadTexts('staff', 'ro'), loadTexts('commerce', 'ro')]);
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(200, waiting)));
    render(<OrderDetailsDialog token="t" orderId={ID} version={0} onClose={() => {}} onComplete={() => {}} onCancel={() => {}} onAuthFailure={() => {}} />);
    expect(await screen.findAllByText('E-mail not sent yet')).toHaveLength(2);
    expect(screen.getByText(/^“Your photos are ready to download”, owed since .+; next try .+$/)).toBeTruthy();
    expect(screen.getByText(/^“Your prints have shipped”, owed since/)).toBeTruthy();
    cleanup();
    setLocale('ro');
    render(<OrderDetailsDialog token="t" orderId={ID} version={0} onClose={() => {}} onComplete={() => {}} onCancel={() => {}} onAuthFailure={() => {}} />);
    expect(await screen.findAllByText('E-mail netrimis încă')).toHaveLength(2);
    expect(screen.getByText(/^„Fotografiile tale sunt gata de descărcat”, datorat din .+; următoarea încercare .+$/)).toBeTruthy();
  });

  it('a refund Stripe has not answered: since when, and when it is asked again (en, ro)', async () => {
    await Promise.all([loadTexts('staff', 'en'), loadTexts('commerce', 'en'), loadTexts('staff', 'ro'), loadTexts('commerce', 'ro')]);
    const owed: StaffOrderDetails = { ...details, order: { ...details.order, status: 'cancelled' }, payment: { paymentIntentId: 'pi_1', refundOwed: { owedSince: '2026-11-24T11:00:00.000Z', nextTryAt: '2026-11-24T11:02:00.000Z' } } };
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(200, owed)));
    render(<OrderDetailsDialog token="t" orderId={ID} version={0} onClose={() => {}} onComplete={() => {}} onCancel={() => {}} onAuthFailure={() => {}} />);
    expect(await screen.findByText('Refund not made yet')).toBeTruthy();
    expect(screen.getByText(/^Stripe has not answered since .+; asked again automatically .+$/)).toBeTruthy();
    cleanup();
    setLocale('ro');
    render(<OrderDetailsDialog token="t" orderId={ID} version={0} onClose={() => {}} onComplete={() => {}} onCancel={() => {}} onAuthFailure={() => {}} />);
    expect(await screen.findByText('Rambursare încă nefăcută')).toBeTruthy();
    expect(screen.getByText(/^Stripe nu a răspuns din .+; se cere din nou automat .+$/)).toBeTruthy();
  });

  it('shows nothing of the kind when no e-mail is owed', async () => {
    await Promise.all([loadTexts('staff', 'en'), loadTexts('commerce', 'en')]);
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(200, details)));
    render(<OrderDetailsDialog token="t" orderId={ID} version={0} onClose={() => {}} onComplete={() => {}} onCancel={() => {}} onAuthFailure={() => {}} />);
    expect(await screen.findByText('Customer information')).toBeTruthy();
    expect(screen.queryByText('E-mail not sent yet')).toBeNull();
    expect(screen.queryByText('Refund not made yet')).toBeNull();
  });
});

describe('staff order details: a partial refund (e.g. from the Stripe Dashboard), and a payment not given back', () => {
  const partly: StaffOrderDetails = {
    ...details,
    order: { ...details.order, totalAmount: 10000, ronTotal: 10000, subtotalAmount: 10000 },
    payment: {
      paymentIntentId: 'pi_1',
      refundedAmount: 3000,
      refunds: [
        { id: 're_part', amount: 3000, status: 'succeeded', own: true, at: '2026-11-25T09:00:00.000Z' },
        { id: 're_extra', amount: 10000, status: 'failed', own: false, at: '2026-11-25T10:00:00.000Z' },
      ],
      giveBacksFailed: [{ paymentIntentId: 'pi_extra', amount: 10000, at: '2026-11-25T10:00:00.000Z' }],
    },
  };
  afterEach(() => {
    cleanup();
    setLocale('en');
    vi.unstubAllGlobals();
  });

  it('says how much went back, what the order kept, and each refund as Stripe reported it (en, ro)', async () => {
    await Promise.all([loadTexts('staff', 'en'), loadTexts('commerce', 'en'), loadTexts('staff', 'ro'), loadTexts('commerce', 'ro')]);
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(200, partly)));
    const flat = (s: string | null) => (s ?? '').replace(/\u00a0/g, ' ');
    const valueOf = (label: string) => flat(screen.getByText(label).nextElementSibling?.textContent ?? null);
    render(<OrderDetailsDialog token="t" orderId={ID} version={0} onClose={() => {}} onComplete={() => {}} onCancel={() => {}} onAuthFailure={() => {}} />);
    await screen.findByText('Refunded so far');
    expect(valueOf('Refunded so far')).toMatch(/30\.00.* of .*100\.00/);
    expect(valueOf('Kept')).toMatch(/70\.00/);
    expect(valueOf('Refund re_part')).toMatch(/30\.00.*, succeeded \(.+\)$/);
    expect(valueOf('Refund re_extra')).toMatch(/100\.00.*, failed \(another payment, given back\) \(.+\)$/);
    expect(valueOf('Payment not given back')).toMatch(/^pi_extra: .*100\.00.*\. Stripe reported its refund failed \(.+\); refund it by hand in the Stripe Dashboard/);
    cleanup();
    setLocale('ro');
    render(<OrderDetailsDialog token="t" orderId={ID} version={0} onClose={() => {}} onComplete={() => {}} onCancel={() => {}} onAuthFailure={() => {}} />);
    await screen.findByText('Rambursat până acum');
    expect(valueOf('Rambursat până acum')).toMatch(/30,00.* din 100,00/);
    expect(valueOf('Păstrat')).toMatch(/70,00/);
    expect(valueOf('Rambursarea re_extra')).toMatch(/eșuată \(altă plată, returnată\)/);
    expect(valueOf('Plată nereturnată')).toMatch(/^pi_extra: .*100,00.*\. Stripe a raportat că rambursarea ei a eșuat/);
  });
});
