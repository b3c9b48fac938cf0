// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commerceMessages } from '../../../shared/commerce-messages';
import type { OrderView } from '../../../shared/schemas/orders';
import { ORDER_POLL_MS } from '../model/orders/useOrder';
import { orderAccessToken, rememberOrderAccess } from '../model/orders/orderAccess';
import { readPaidLobby } from '../model/orders/paidOrder';
import { savePendingOrder } from '../model/orders/pendingOrder';
import { errorResponse, fakeApi, jsonResponse } from '../testing/fixtures';
import { ORDER_ID, ORDER_NUMBER, createdEntry, historyResponse, orderView, paidEntry, publicOrderView } from '../testing/orderFixtures';
import ordersEn from '../i18n/catalogues/orders/en';
import OrderTrackingPage from './OrderTrackingPage';
import { inRomanian } from '../testing/inRomanian';

const ORDER_URL = `GET /api/orders/${ORDER_NUMBER}`;
const HISTORY_URL = `GET /api/orders/${ORDER_ID}/status-history`;
const CANCEL_URL = 'PUT /api/orders?action=update';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/order/:orderNumber" element={<OrderTrackingPage />} />
        <Route path="/order" element={<OrderTrackingPage />} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;
const tokenOf = (init: RequestInit | undefined) => new Headers(init?.headers).get('x-order-token');
const callsTo = (api: ReturnType<typeof fakeApi>, key: string) =>
  api.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key);

/** An API whose order answers are taken from a list (the last one repeats). */
function orderApi(orders: OrderView[], history = historyResponse([createdEntry])) {
  let i = 0;
  return fakeApi({
    [ORDER_URL]: () => jsonResponse(200, { success: true, order: orders[Math.min(i++, orders.length - 1)] }),
    [HISTORY_URL]: () => jsonResponse(200, history),
  });
}

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (window as { gtag?: unknown }).gtag;
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('order tracking: loading and failures', () => {
  it('shows the loading state, then the order', async () => {
    vi.stubGlobal('fetch', orderApi([orderView()]));
    renderAt(`/order/${ORDER_NUMBER}`);
    expect(screen.getByText('Loading order…')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: `Order ${ORDER_NUMBER}` })).toBeTruthy();
  });

  it("says 'Order number is required' without a number", () => {
    vi.stubGlobal('fetch', orderApi([orderView()]));
    renderAt('/order');
    expect(screen.getByRole('heading', { name: 'Order Not Found' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Order number is required');
  });

  it("says 'Order Not Found' with the server's message, and Try Again loads again", async () => {
    let found = false;
    const api = fakeApi({
      [ORDER_URL]: () => (found ? jsonResponse(200, { success: true, order: orderView() }) : errorResponse(404, 'ORDER_NOT_FOUND', 'Order not found')),
      [HISTORY_URL]: () => jsonResponse(200, historyResponse([createdEntry])),
    });
    vi.stubGlobal('fetch', api);
    renderAt(`/order/${ORDER_NUMBER}`);
    expect(await screen.findByRole('heading', { name: 'Order Not Found' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Order not found');
    expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
    found = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: `Order ${ORDER_NUMBER}` })).toBeTruthy();
  });

  it("says 'Failed to load order' when the server cannot be reached", async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
    renderAt(`/order/${ORDER_NUMBER}`);
    expect(await screen.findByRole('heading', { name: 'Order Not Found' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Failed to load order');
  });
});

describe('order tracking: the loaded view', () => {
  it('shows details, shipping only above 0, and the status card of a pending order (25 %, estimate, actions, auto-refresh note)', async () => {
    vi.stubGlobal('fetch', orderApi([orderView()]));
    renderAt(`/order/${ORDER_NUMBER}`);
    const card = await screen.findByTestId('status-card');
    expect(within(card).getByRole('heading', { name: 'Payment Pending' })).toBeTruthy();
    const bar = within(card).getByRole('progressbar', { name: 'Order progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(card.textContent).toContain('25%');
    expect(card.textContent).toContain('waiting for payment confirmation');
    expect(card.textContent).toContain('Immediate');
    expect(card.textContent).toContain('pre event');
    expect(within(card).getByRole('button', { name: 'Complete Payment' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Cancel Order' })).toBeTruthy();
    expect(within(card).getByTestId('auto-refresh').textContent).toBe('Auto-refreshing every 10 seconds');
    expect(screen.getByText('Ana Popescu')).toBeTruthy();
    expect(screen.getByText('Event package · Medium (personal)')).toBeTruthy();
    expect(screen.queryByText('Shipping')).toBeNull();
    expect(screen.queryByTestId('additional-info')).toBeNull();
    expect(screen.queryByTestId('public-view-note')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('shows shipping above 0 and the additional info (tracking number, download link with expiry, notes); no auto-refresh when final', async () => {
    vi.stubGlobal(
      'fetch',
      orderApi([
        orderView({
          orderType: 'post_event',
          productType: 'prints_bundle',
          status: 'refunded',
          shippingCost: 1500,
          trackingNumber: 'RO123456789',
          downloadUrl: 'https://example.test/d/1',
          downloadExpiresAt: '2027-11-24T10:00:00.000Z',
          notes: 'Left with the neighbour',
          actions: ['reorder'],
          estimatedCompletion: 'N/A',
        }),
      ]),
    );
    renderAt(`/order/${ORDER_NUMBER}`);
    const info = await screen.findByTestId('additional-info');
    expect(info.textContent).toContain('RO123456789');
    expect(within(info).getByRole('link', { name: 'Download your files' }).getAttribute('target')).toBe('_blank');
    expect(info.textContent).toContain('link expires');
    expect(info.textContent).toContain('Left with the neighbour');
    expect(screen.getByText('Shipping')).toBeTruthy();
    const card = screen.getByTestId('status-card');
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(within(card).queryByTestId('auto-refresh')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Place New Order' })).toBeTruthy();
  });

  it('without the token: the masked public view, no Cancel, and how to see the rest', async () => {
    const api = orderApi([publicOrderView()]);
    vi.stubGlobal('fetch', api);
    renderAt(`/order/${ORDER_NUMBER}`);
    expect((await screen.findByTestId('public-view-note')).textContent).toContain('Open the link in your order e-mail to see all details');
    expect(screen.getByTestId('customer-name').textContent).toBe('A***u');
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
    expect(tokenOf(callsTo(api, ORDER_URL)[0]?.[1])).toBeNull();
  });
});

describe('order tracking: the access token', () => {
  it('sends ?k= as X-Order-Token (never in the API URL), removes it from the address bar and remembers it once accepted', async () => {
    const api = orderApi([orderView()]);
    vi.stubGlobal('fetch', api);
    renderAt(`/order/${ORDER_NUMBER}?k=secret-token&utm=mail`);
    await screen.findByTestId('status-card');
    expect(where()).toBe(`/order/${ORDER_NUMBER}?utm=mail`);
    const [url, init] = callsTo(api, ORDER_URL)[0] ?? [];
    expect(String(url)).not.toContain('secret');
    expect(tokenOf(init)).toBe('secret-token');
    // The history is asked for once the order has answered: on a busy machine, after the status card shows.
    await waitFor(() => expect(tokenOf(callsTo(api, HISTORY_URL)[0]?.[1])).toBe('secret-token'));
    await waitFor(() => expect(orderAccessToken(ORDER_NUMBER)).toBe('secret-token'));
    expect(orderAccessToken(ORDER_ID)).toBe('secret-token');
  });

  it('uses the token remembered on this device when the URL has none', async () => {
    rememberOrderAccess({ orderId: ORDER_ID, orderNumber: ORDER_NUMBER, token: 'kept-token' });
    const api = fakeApi({
      [`GET /api/orders/${ORDER_NUMBER.toLowerCase()}`]: () => jsonResponse(200, { success: true, order: orderView() }),
      [HISTORY_URL]: () => jsonResponse(200, historyResponse([createdEntry])),
    });
    vi.stubGlobal('fetch', api);
    renderAt(`/order/${ORDER_NUMBER.toLowerCase()}`);
    await screen.findByTestId('status-card');
    expect(tokenOf(callsTo(api, `GET /api/orders/${ORDER_NUMBER.toLowerCase()}`)[0]?.[1])).toBe('kept-token');
  });

  it("a later e-mail's ?v= view key is sent as X-Order-Token, leaves the address bar, and shows the full view without Cancel", async () => {
    const api = orderApi([orderView({ actions: ['retry_payment'] })]);
    vi.stubGlobal('fetch', api);
    renderAt(`/order/${ORDER_NUMBER}?v=h.view-key.s&utm=mail`);
    await screen.findByTestId('status-card');
    expect(where()).toBe(`/order/${ORDER_NUMBER}?utm=mail`);
    const [url, init] = callsTo(api, ORDER_URL)[0] ?? [];
    expect(String(url)).not.toContain('view-key');
    expect(tokenOf(init)).toBe('h.view-key.s');
    expect(screen.getByText('Ana Popescu')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
  });

  it('prefers the access token this device holds to an e-mail’s view key (the token may also cancel)', async () => {
    rememberOrderAccess({ orderId: ORDER_ID, orderNumber: ORDER_NUMBER, token: 'kept-token' });
    const api = orderApi([orderView()]);
    vi.stubGlobal('fetch', api);
    renderAt(`/order/${ORDER_NUMBER}?v=h.view-key.s`);
    await screen.findByTestId('status-card');
    expect(tokenOf(callsTo(api, ORDER_URL)[0]?.[1])).toBe('kept-token');
    expect(where()).toBe(`/order/${ORDER_NUMBER}`);
  });

  it('forgets a token the server did not accept', async () => {
    rememberOrderAccess({ orderId: ORDER_ID, orderNumber: ORDER_NUMBER, token: 'old-token' });
    vi.stubGlobal('fetch', orderApi([publicOrderView()]));
    renderAt(`/order/${ORDER_NUMBER}`);
    await screen.findByTestId('public-view-note');
    await waitFor(() => expect(orderAccessToken(ORDER_NUMBER)).toBeUndefined());
  });
});

describe('order tracking: status history', () => {
  it('summary, collapsed to the latest entry, expandable, with relative time and date; Refresh History reloads', async () => {
    const api = orderApi([orderView({ status: 'processing', actions: [], estimatedCompletion: '5-10 minutes' })], historyResponse([paidEntry, createdEntry]));
    vi.stubGlobal('fetch', api);
    renderAt(`/order/${ORDER_NUMBER}`);
    const card = await screen.findByTestId('status-history');
    await within(card).findByTestId('history-summary');
    expect(within(card).getByTestId('history-summary').textContent).toContain('2');
    const list = within(card).getByRole('list', { name: 'Status changes, newest first' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list.textContent).toContain('Processing');
    expect(list.textContent).toContain('from Payment Pending');
    expect(list.textContent).toContain('Payment received');
    expect(list.querySelector('time')?.getAttribute('datetime')).toBe(paidEntry.at);
    const toggle = within(card).getByRole('button', { name: 'Show all 2 updates' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(card).getByRole('button', { name: 'Show latest only' }).getAttribute('aria-expanded')).toBe('true');
    const before = callsTo(api, HISTORY_URL).length;
    await userEvent.click(within(card).getByRole('button', { name: 'Refresh History' }));
    await waitFor(() => expect(callsTo(api, HISTORY_URL).length).toBe(before + 1));
  });

  it("'N/A' in the summary and 'No status history available' when empty", async () => {
    vi.stubGlobal('fetch', orderApi([orderView()], historyResponse([])));
    renderAt(`/order/${ORDER_NUMBER}`);
    const card = await screen.findByTestId('status-history');
    expect(await within(card).findByText('No status history available')).toBeTruthy();
    expect(within(card).getAllByText('N/A')).toHaveLength(3);
  });

  it("'Failed to Load Status History' with 'Try Again'", async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      fakeApi({
        [ORDER_URL]: () => jsonResponse(200, { success: true, order: orderView() }),
        [HISTORY_URL]: () => (fail ? jsonResponse(500, 'oops') : jsonResponse(200, historyResponse([createdEntry]))),
      }),
    );
    renderAt(`/order/${ORDER_NUMBER}`);
    const card = await screen.findByTestId('status-history');
    expect(await within(card).findByRole('heading', { name: 'Failed to Load Status History' })).toBeTruthy();
    expect(card.textContent).toContain('Failed to load status history');
    fail = false;
    await userEvent.click(within(card).getByRole('button', { name: 'Try Again' }));
    expect(await within(card).findByTestId('history-summary')).toBeTruthy();
    expect(within(card).queryByRole('heading', { name: 'Failed to Load Status History' })).toBeNull();
  });
});

describe('order tracking: polling', () => {
  it('re-reads every 10 s while not final, updates without a reload, sends order_status_change, and stops at a final status', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const gtag = vi.fn();
    (window as { gtag?: unknown }).gtag = gtag;
    const processing = orderView({ status: 'processing', updatedAt: '2026-11-24T10:05:00.000Z', actions: [], estimatedCompletion: '5-10 minutes' });
    const refunded = orderView({ status: 'refunded', updatedAt: '2026-11-24T10:09:00.000Z', actions: ['reorder'], estimatedCompletion: 'N/A' });
    const api = orderApi([orderView(), orderView(), processing, refunded], historyResponse([paidEntry, createdEntry]));
    vi.stubGlobal('fetch', api);
    renderAt(`/order/${ORDER_NUMBER}`);
    await screen.findByRole('heading', { name: 'Payment Pending' });
    expect(callsTo(api, ORDER_URL)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS - 100));
    expect(callsTo(api, ORDER_URL)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(callsTo(api, ORDER_URL)).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Payment Pending' })).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS));
    expect(await screen.findByRole('heading', { name: 'Processing' })).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    await waitFor(() =>
      expect(gtag).toHaveBeenCalledWith('event', 'order_status_change', {
        orderId: ORDER_ID,
        orderNumber: ORDER_NUMBER,
        orderType: 'pre_event',
        from: 'pending',
        to: 'processing',
        reason: 'Payment received',
        total: 12400,
        currency: 'RON',
      }),
    );

    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS));
    expect(await screen.findByRole('heading', { name: 'Refunded' })).toBeTruthy();
    expect(screen.queryByTestId('auto-refresh')).toBeNull();
    const calls = callsTo(api, ORDER_URL).length;
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS * 3));
    expect(callsTo(api, ORDER_URL)).toHaveLength(calls);
  });

  it('pushes to dataLayer when there is no gtag', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const dataLayer: Record<string, unknown>[] = [];
    (window as { dataLayer?: unknown }).dataLayer = dataLayer;
    const cancelled = orderView({ status: 'cancelled', updatedAt: '2026-11-24T10:09:00.000Z', actions: ['reorder'], estimatedCompletion: 'N/A' });
    vi.stubGlobal('fetch', orderApi([orderView(), cancelled]));
    renderAt(`/order/${ORDER_NUMBER}`);
    await screen.findByRole('heading', { name: 'Payment Pending' });
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS + 100));
    await waitFor(() => expect(dataLayer).toEqual([expect.objectContaining({ event: 'order_status_change', from: 'pending', to: 'cancelled' })]));
  });

  /** A pending order's page, then its tab hidden: the API, and `show()` to bring the tab back. */
  const pendingPageHidden = async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = orderApi([orderView()]);
    vi.stubGlobal('fetch', api);
    renderAt(`/order/${ORDER_NUMBER}`);
    await screen.findByRole('heading', { name: 'Payment Pending' });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const show = () => {
      visibility.mockReturnValue('visible');
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
    };
    return { api, show };
  };

  it('does not poll while the tab is hidden, and re-reads when it shows again', async () => {
    const { api, show } = await pendingPageHidden();
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS * 3));
    expect(callsTo(api, ORDER_URL)).toHaveLength(1);
    show();
    await waitFor(() => expect(callsTo(api, ORDER_URL)).toHaveLength(2));
  });

  it('a tab hidden for a moment (paying in another tab) re-reads at once when it shows again, and keeps one poll going', async () => {
    const { api, show } = await pendingPageHidden();
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS / 2));
    show();
    await waitFor(() => expect(callsTo(api, ORDER_URL)).toHaveLength(2));
    // From the re-read on, one poll every 10 s (not one more for the poll that was waiting when the tab hid).
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS * 3 - 100));
    expect(callsTo(api, ORDER_URL)).toHaveLength(4);
  });
});

describe('order tracking: actions', () => {
  it('Complete Payment goes to /payment-retry/{orderId}', async () => {
    vi.stubGlobal('fetch', orderApi([orderView()]));
    renderAt(`/order/${ORDER_NUMBER}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Complete Payment' }));
    expect(where()).toBe(`/payment-retry/${ORDER_ID}`);
  });

  it('Cancel Order asks first; confirmed, it sends the reason and time of change and shows the cancelled order', async () => {
    const cancelled = orderView({ status: 'cancelled', updatedAt: '2026-11-24T10:09:00.000Z', actions: ['reorder'], estimatedCompletion: 'N/A' });
    const gtag = vi.fn();
    (window as { gtag?: unknown }).gtag = gtag;
    const api = fakeApi({
      [ORDER_URL]: () => jsonResponse(200, { success: true, order: orderView() }),
      [HISTORY_URL]: () => jsonResponse(200, historyResponse([createdEntry])),
      [CANCEL_URL]: () => jsonResponse(200, { success: true, order: cancelled }),
    });
    vi.stubGlobal('fetch', api);
    renderAt(`/order/${ORDER_NUMBER}?k=tok`);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = screen.getByRole('dialog', { name: ordersEn.orders.cancelConfirm });
    expect(callsTo(api, CANCEL_URL)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByRole('heading', { name: 'Cancelled' })).toBeTruthy();
    const [, init] = callsTo(api, CANCEL_URL)[0] ?? [];
    expect(tokenOf(init)).toBe('tok');
    const body = JSON.parse(String(init?.body)) as { orderId: string; status: string; metadata: Record<string, string> };
    expect(body).toMatchObject({ orderId: ORDER_ID, status: 'cancelled', metadata: { status_change_reason: 'Cancelled by customer' } });
    expect(Number.isNaN(Date.parse(body.metadata.status_changed_at ?? ''))).toBe(false);
    expect(gtag).toHaveBeenCalledWith('event', 'order_status_change', expect.objectContaining({ from: 'pending', to: 'cancelled', reason: 'Cancelled by customer' }));
  });

  it("a paid package cancelled here: the lobby no longer greets its buyer with it ('Payment Successful!', Create Event with the package)", async () => {
    const remember = (orderId: string) =>
      savePendingOrder({ orderId, orderNumber: ORDER_NUMBER, customerEmail: 'ana@example.com', customerName: 'Ana', productType: 'raw_archive', totalAmount: 9900, currency: 'RON', timestamp: Date.now(), accessToken: 'tok', orderType: 'pre_event', eventType: 'personal', eventSize: 'medium', eventTitle: 'Ana & Dan', paid: true });
    remember(ORDER_ID);
    expect(readPaidLobby()).not.toBeNull();
    const processing = orderView({ status: 'processing', orderType: 'pre_event', actions: ['cancel_order'] });
    const cancelled = orderView({ status: 'cancelled', orderType: 'pre_event', actions: [], estimatedCompletion: 'N/A' });
    vi.stubGlobal('fetch', fakeApi({
      [ORDER_URL]: () => jsonResponse(200, { success: true, order: processing }),
      [HISTORY_URL]: () => jsonResponse(200, historyResponse([createdEntry])),
      [CANCEL_URL]: () => jsonResponse(200, { success: true, order: cancelled }),
    }));
    renderAt(`/order/${ORDER_NUMBER}?k=tok`);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: ordersEn.orders.cancelConfirm })).getByRole('button', { name: 'Cancel Order' }));
    await screen.findByText(ordersEn.orders.refundOnItsWay);
    expect(readPaidLobby()).toBeNull();
    cleanup();
    // Another order remembered on this device is not touched by this one's page.
    remember('another-order');
    renderAt(`/order/${ORDER_NUMBER}?k=tok`);
    await screen.findByRole('button', { name: 'Cancel Order' });
    expect(readPaidLobby()?.orderId).toBe('another-order');
  });

  it("Keep Order leaves it; a refused cancel says 'Failed to cancel order: {reason}' in the dialog", async () => {
    const api = fakeApi({
      [ORDER_URL]: () => jsonResponse(200, { success: true, order: orderView() }),
      [HISTORY_URL]: () => jsonResponse(200, historyResponse([createdEntry])),
      [CANCEL_URL]: () => errorResponse(409, 'ORDER_STATUS_CONFLICT', commerceMessages.ORDER_STATUS_CONFLICT),
    });
    vi.stubGlobal('fetch', api);
    renderAt(`/order/${ORDER_NUMBER}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep Order' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(api, CANCEL_URL)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel Order' }));
    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toBe(`Failed to cancel order: ${commerceMessages.ORDER_STATUS_CONFLICT}`);
    expect(screen.getByRole('heading', { name: 'Payment Pending' })).toBeTruthy();
  });

  it("a cancel that cannot reach the server says 'Failed to cancel order. Please try again.'", async () => {
    const api = fakeApi({
      [ORDER_URL]: () => jsonResponse(200, { success: true, order: orderView() }),
      [HISTORY_URL]: () => jsonResponse(200, historyResponse([createdEntry])),
      [CANCEL_URL]: () => new Response('<html>bad gateway</html>', { status: 502 }),
    });
    vi.stubGlobal('fetch', api);
    renderAt(`/order/${ORDER_NUMBER}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel Order' }));
    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toBe('Failed to cancel order. Please try again.');
  });

  it('Download Files opens the link in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    vi.stubGlobal(
      'fetch',
      orderApi([orderView({ orderType: 'post_event', status: 'completed', downloadUrl: 'https://example.test/d/1', actions: ['download'], estimatedCompletion: 'Complete' })]),
    );
    renderAt(`/order/${ORDER_NUMBER}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Download Files' }));
    expect(open).toHaveBeenCalledWith('https://example.test/d/1', '_blank', 'noopener,noreferrer');
  });

  it('Create Event goes to / carrying the order id, event title and e-mail', async () => {
    vi.stubGlobal('fetch', orderApi([orderView({ status: 'completed', actions: ['create_event'], estimatedCompletion: 'Complete' })]));
    renderAt(`/order/${ORDER_NUMBER}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Create Event' }));
    expect(where()).toBe(`/?paid=true&order=${ORDER_ID}&event=Ana+%26+Dan&email=ana%40example.com`);
  });

  it('Place New Order goes to /pricing with the event type, size, name and e-mail (not the masked ones of the public view)', async () => {
    vi.stubGlobal('fetch', orderApi([orderView({ status: 'cancelled', actions: ['reorder'], estimatedCompletion: 'N/A' })]));
    renderAt(`/order/${ORDER_NUMBER}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Place New Order' }));
    expect(where()).toBe('/pricing?type=personal&size=medium&name=Ana+Popescu&email=ana%40example.com');
    cleanup();
    vi.stubGlobal('fetch', orderApi([publicOrderView({ status: 'cancelled', actions: ['reorder'], estimatedCompletion: 'N/A' })]));
    renderAt(`/order/${ORDER_NUMBER}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Place New Order' }));
    expect(where()).toBe('/pricing?type=personal&size=medium');
  });
});

describe('order tracking in Romanian', () => {
  inRomanian();

  it('the status, its estimate and actions, money, dates and the history in Romanian, no English left', async () => {
    vi.stubGlobal('fetch', orderApi([orderView()], historyResponse([paidEntry, createdEntry])));
    renderAt(`/order/${ORDER_NUMBER}`);
    expect(await screen.findByRole('heading', { level: 1, name: `Comanda ${ORDER_NUMBER}` })).toBeTruthy();
    const card = screen.getByTestId('status-card');
    expect(within(card).getByRole('heading', { name: 'Plată în așteptare' })).toBeTruthy();
    expect(card.textContent).toContain('se așteaptă confirmarea plății');
    expect(card.textContent).toContain('Finalizare estimată: Imediat');
    expect(card.textContent).toMatch(/124,00\sRON/);
    expect(card.textContent).toContain('înainte de eveniment');
    expect(within(card).getByRole('button', { name: 'Finalizează plata' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Anulează comanda' })).toBeTruthy();
    expect(screen.getByTestId('auto-refresh').textContent).toBe('Se actualizează automat la fiecare 10 secunde');
    const history = screen.getByTestId('status-history');
    await waitFor(() => expect(within(history).getByText('Total modificări')).toBeTruthy());
    // The latest entry: "În lucru (înainte: Plată în așteptare)", its date in Romanian (noiembrie → "nov.").
    expect(history.textContent).toContain('În lucru');
    expect(history.textContent).toContain('(înainte: Plată în așteptare)');
    expect(history.textContent).toMatch(/24 nov\. 2026/);
    expect(within(history).getByRole('button', { name: 'Reîmprospătează istoricul' })).toBeTruthy();
    for (const english of ['Payment Pending', 'Order Details', 'Estimated completion', 'Immediate', 'Complete Payment', 'Status History', 'Order number', ' ago']) {
      expect(document.body.textContent).not.toContain(english);
    }
  });

  it('a failed payment (#27): said plainly with until when it can be paid, and Pay again, in Romanian', async () => {
    vi.stubGlobal('fetch', orderApi([orderView({ paymentFailedAt: '2026-11-24T11:00:00.000Z' })]));
    renderAt(`/order/${ORDER_NUMBER}`);
    const notice = await screen.findByTestId('payment-failed');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toContain('Plata nu a reușit');
    expect(notice.textContent).toContain('nu ți s-a luat niciun ban');
    expect(within(screen.getByTestId('status-card')).getByRole('button', { name: 'Plătește din nou' })).toBeTruthy();
    for (const english of ['Payment failed', 'Pay again', 'nothing was charged']) expect(document.body.textContent).not.toContain(english);
  });
});

describe('order tracking: a failed payment (#27)', () => {
  it('the status card says the payment failed, until when the order can be paid, and Pay again opens the retry page', async () => {
    vi.stubGlobal('fetch', orderApi([orderView({ paymentFailedAt: '2026-11-24T11:00:00.000Z' })]));
    renderAt(`/order/${ORDER_NUMBER}`);
    const notice = await screen.findByTestId('payment-failed');
    expect(notice.textContent).toContain(ordersEn.orders.paymentFailedTitle);
    // 24 hours after the order was made (the fixture's createdAt), in the reader's format.
    expect(notice.textContent).toMatch(/until .*2026/);
    expect(screen.queryByRole('button', { name: 'Complete Payment' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Pay again' }));
    expect(where()).toBe(`/payment-retry/${ORDER_ID}`);
  });

  it('no notice while no payment failed', async () => {
    vi.stubGlobal('fetch', orderApi([orderView()]));
    renderAt(`/order/${ORDER_NUMBER}`);
    await screen.findByTestId('status-card');
    expect(screen.queryByTestId('payment-failed')).toBeNull();
    expect(screen.getByRole('button', { name: 'Complete Payment' })).toBeTruthy();
  });
});
