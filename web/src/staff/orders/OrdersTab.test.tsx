// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffOrderDetails, StaffOrderSummary, StaffOrdersPage } from '../../../../shared/schemas/staff-orders';
import { staffMessages } from '../../../../shared/staff-messages';
import { errorResponse, fakeApi, jsonResponse } from '../../testing/fixtures';
import OrdersTab from '../tabs/OrdersTab';

const USER = { name: 'Ana Admin', email: 'ana@candid.test', role: 'admin' as const };

const order = (n: number, overrides: Partial<StaffOrderSummary> = {}): StaffOrderSummary => ({
  id: `01JORDER${String(n).padStart(18, '0')}`,
  orderNumber: `CND-261124-${String(n).padStart(8, '0')}`,
  orderType: 'post_event',
  customerName: `Buyer ${n}`,
  customerEmail: `buyer${n}@example.com`,
  productType: 'prints_bundle',
  lines: [{ id: 'prints_bundle:25:10x15', label: '25 prints, 10×15 cm', amount: 5000 }],
  eventTitle: 'Nunta',
  totalAmount: 5000,
  currency: 'RON',
  ronTotal: 5000,
  status: 'processing',
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  ...overrides,
});

const PACKAGE_LINES = [
  { id: 'package:personal:medium', label: 'Medium event (personal)', amount: 19900 },
  { id: 'addon:print_bundle_25', label: 'Print bundle (25 prints)', amount: 8750 },
];

const page = (orders: StaffOrderSummary[], total: number, nextCursor: string | null): StaffOrdersPage => ({
  orders,
  nextCursor,
  total,
  totalPages: Math.max(1, Math.ceil(total / 20)),
  pageSize: 20,
});

const renderTab = (onAuthFailure = vi.fn(), role: 'admin' | 'support' = 'admin') => {
  render(<OrdersTab token="staff-token" user={{ ...USER, role }} onAuthFailure={onAuthFailure} goToTab={vi.fn()} />);
  return onAuthFailure;
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('staff Orders tab', () => {
  it("pages with the cursors: 'Page 1 of 3', Next, Previous back to page 1", async () => {
    const rows = Array.from({ length: 45 }, (_, i) => order(i + 1));
    const fetch = fakeApi({
      'GET /api/admin/orders?status=all': () => jsonResponse(200, page(rows.slice(0, 20), 45, 'c1')),
      'GET /api/admin/orders?status=all&cursor=c1': () => jsonResponse(200, page(rows.slice(20, 40), 45, 'c2')),
    });
    vi.stubGlobal('fetch', fetch);
    renderTab();
    await screen.findByText('Page 1 of 3');
    expect(screen.getAllByTestId('staff-order-row')).toHaveLength(20);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    expect(screen.getByText('CND-261124-00000021')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('Page 1 of 3');
    expect(fetch.mock.calls.map((c) => String(c[0]))).toEqual(['/api/admin/orders?status=all', '/api/admin/orders?status=all&cursor=c1', '/api/admin/orders?status=all']);
  });

  it('shows the columns, and no pagination with one page; a processing row offers Mark Complete, a pending one Cancel', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'GET /api/admin/orders?status=all': () => jsonResponse(200, page([order(1), order(2, { status: 'pending', orderType: 'pre_event', productType: 'raw_archive', lines: PACKAGE_LINES })], 2, null)) }),
    );
    renderTab();
    const rows = await screen.findAllByTestId('staff-order-row');
    expect(screen.queryByText(/Page \d+ of/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    const [processing, pending] = rows as [HTMLElement, HTMLElement];
    // Named for what was bought (issue 27): the bundle, and the package with its add-on (never "raw archive").
    expect(processing.textContent).toContain('25 prints, 10×15 cm');
    expect(processing.textContent).toContain('Processing');
    expect(within(processing).getByRole('button', { name: /Mark Complete/ })).toBeTruthy();
    expect(within(processing).queryByRole('button', { name: /^Cancel/ })).toBeNull();
    expect(pending.textContent).toContain('pre event');
    expect(within(pending).getByTestId('staff-order-product').textContent).toBe('Event package · Medium (personal) + Print bundle (25)');
    expect(pending.textContent).toContain('Payment Pending');
    expect(within(pending).getByRole('button', { name: /^Cancel/ })).toBeTruthy();
  });

  it("says 'No Orders Found' with the filter's own text", async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/admin/orders?status=all': () => jsonResponse(200, page([order(1)], 1, null)),
        'GET /api/admin/orders?status=refunded': () => jsonResponse(200, page([], 0, null)),
      }),
    );
    renderTab();
    await screen.findAllByTestId('staff-order-row');
    await userEvent.setup().selectOptions(screen.getByLabelText('Status'), 'refunded');
    await screen.findByRole('heading', { name: 'No Orders Found' });
    expect(screen.getByText('There are no refunded orders right now.')).toBeTruthy();
  });

  it("falls back to 'Failed to fetch orders' without a server text, and hands a 401 to the shell", async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/admin/orders?status=all': () => new Response('bad gateway', { status: 502 }) }));
    renderTab();
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch orders');
    cleanup();

    vi.stubGlobal('fetch', fakeApi({ 'GET /api/admin/orders?status=all': () => errorResponse(401, 'STAFF_SESSION_INVALID', 'Your staff session has ended. Please sign in again.') }));
    const onAuthFailure = renderTab();
    await waitFor(() => expect(onAuthFailure).toHaveBeenCalledWith('Your staff session has ended. Please sign in again.'));
  });

  it("Cancel asks with the spec's text and shows the server's refusal in the dialog", async () => {
    const pendingOrder = order(7, { status: 'pending' });
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/admin/orders?status=all': () => jsonResponse(200, page([pendingOrder], 1, null)),
        [`POST /api/admin/orders/${pendingOrder.id}/cancel`]: () => errorResponse(409, 'STAFF_ORDER_PAID_NO_CANCEL', staffMessages.STAFF_ORDER_PAID_NO_CANCEL),
      }),
    );
    renderTab();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Cancel ${pendingOrder.orderNumber}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Order' });
    expect(dialog.textContent).toContain('Cancel this order? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(staffMessages.STAFF_ORDER_PAID_NO_CANCEL);
  });

  describe('Refund (issue 27.4: admin only, a reason required)', () => {
    const paid = order(8, { orderType: 'pre_event', productType: 'raw_archive' });
    const details = (status: StaffOrderDetails['order']['status']): StaffOrderDetails => ({
      order: { ...paid, status, subtotalAmount: 5000, shippingCost: 0, country: 'RO', lines: [], statusSince: paid.updatedAt },
      payment: { paymentIntentId: 'pi_8', paidAt: paid.updatedAt },
      history: [],
      actions: { complete: status === 'processing', cancel: false, refund: status === 'processing', trackingNumberRequired: false },
    });
    const api = (refund: (init?: RequestInit) => Response) =>
      fakeApi({
        'GET /api/admin/orders?status=all': () => jsonResponse(200, page([paid], 1, null)),
        [`GET /api/admin/orders/${paid.id}`]: () => jsonResponse(200, details('processing')),
        [`POST /api/admin/orders/${paid.id}/refund`]: (init) => refund(init),
      });

    it('an admin refunds from the order dialog: the reason is required, then sent; the tab says it was requested', async () => {
      const bodies: unknown[] = [];
      vi.stubGlobal(
        'fetch',
        api((init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return jsonResponse(200, details('cancelled'));
        }),
      );
      renderTab();
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: `View ${paid.orderNumber}` }));
      await user.click(await screen.findByRole('button', { name: 'Refund', hidden: true }));
      const dialog = await screen.findByRole('dialog', { name: 'Refund order', hidden: true });
      await user.click(within(dialog).getByRole('button', { name: 'Refund', hidden: true }));
      await within(dialog).findByText('Please give the reason for this refund.');
      expect(bodies).toEqual([]);
      await user.type(within(dialog).getByLabelText('Reason for the refund'), 'Wedding called off');
      await user.click(within(dialog).getByRole('button', { name: 'Refund', hidden: true }));
      await screen.findByText(`Refund of order ${paid.orderNumber} requested: it shows as refunded when Stripe confirms.`);
      expect(bodies).toEqual([{ reason: 'Wedding called off' }]);
    });

    it('support sees no Refund button', async () => {
      vi.stubGlobal('fetch', api(() => errorResponse(403, 'STAFF_ROLE_FORBIDDEN', staffMessages.STAFF_ROLE_FORBIDDEN)));
      renderTab(vi.fn(), 'support');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: `View ${paid.orderNumber}` }));
      await screen.findByRole('button', { name: 'Mark Complete', hidden: true });
      expect(screen.queryByRole('button', { name: 'Refund', hidden: true })).toBeNull();
    });
  });
});
