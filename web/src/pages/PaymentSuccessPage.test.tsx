// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '../../../shared/schemas/orders';
import { RECHECK_ATTEMPTS, RECHECK_MS } from '../model/orders/confirmPayment';
import { orderAccessToken } from '../model/orders/orderAccess';
import { readPendingOrder, savePendingOrder } from '../model/orders/pendingOrder';
import { errorResponse, fakeApi, jsonResponse } from '../testing/fixtures';
import { ORDER_ID, ORDER_NUMBER, orderView } from '../testing/orderFixtures';
import { inRomanian } from '../testing/inRomanian';
import { formattersFor } from '../i18n/format';
import { ORGANIZER_DATE_TIME } from '../model/organizer/portal';
import ordersEn from '../i18n/catalogues/orders/en';
import PaymentSuccessPage from './PaymentSuccessPage';
import { slowPage } from '../testing/slowPage';

const { confirmingTitle: CONFIRMING_TITLE, notConfirmedTitle: NOT_CONFIRMED_TITLE } = ordersEn.success;

const CONFIRM_URL = `POST /api/orders/${ORDER_ID}/payment-confirmation`;
const RETURN_URL = `/payment-success?success=true&order_id=${ORDER_ID}&order_number=${ORDER_NUMBER}&session_id=cs_test_1&k=tok-1`;

const paidOrder = (over: Partial<OrderView> = {}) => orderView({ status: 'processing', actions: [], estimatedCompletion: '5-10 minutes', ...over });
const confirmation = (order: OrderView, paid = true) => jsonResponse(200, { success: true, order, paid });

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/payment-success" element={<PaymentSuccessPage />} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;
const confirmCalls = (api: ReturnType<typeof fakeApi>) => api.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === CONFIRM_URL);

function savePending(paid?: boolean) {
  savePendingOrder({
    orderId: ORDER_ID,
    orderNumber: ORDER_NUMBER,
    customerEmail: 'ana@example.com',
    customerName: 'Ana Popescu',
    productType: 'raw_archive',
    totalAmount: 12400,
    currency: 'RON',
    timestamp: Date.now(),
    accessToken: 'pending-tok',
    orderType: 'pre_event',
    ...(paid === undefined ? {} : { paid }),
  });
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('payment success: the URL', () => {
  it.each([
    ['no success flag', `/payment-success?order_id=${ORDER_ID}`],
    ['success not true', `/payment-success?success=false&order_id=${ORDER_ID}`],
    ['no order id', '/payment-success?success=true'],
  ])("%s → 'Payment Error' with 'Invalid payment success URL', no call", (_, url) => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api);
    renderAt(url);
    expect(screen.getByRole('heading', { name: 'Payment Error' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Invalid payment success URL');
    expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
    expect(api).not.toHaveBeenCalled();
  });

  it('removes the parameters (and the token) from the address bar after 1 second', async () => {
    vi.stubGlobal('fetch', fakeApi({ [CONFIRM_URL]: () => confirmation(paidOrder()) }));
    renderAt(RETURN_URL);
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(where()).toBe(RETURN_URL);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(where()).toBe('/payment-success');
    // The page keeps what it read.
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
  });
});

describe('payment success: confirming through the server', () => {
  it("shows 'Processing Payment...' while it asks the server with the token in X-Order-Token", async () => {
    let answer: (r: Response) => void = () => {};
    const api = fakeApi({ [CONFIRM_URL]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    vi.stubGlobal('fetch', api);
    renderAt(RETURN_URL);
    expect(screen.getByRole('heading', { name: 'Processing Payment...' })).toBeTruthy();
    await waitFor(() => expect(confirmCalls(api)).toHaveLength(1));
    expect(new Headers(confirmCalls(api)[0]?.[1]?.headers).get('x-order-token')).toBe('tok-1');
    answer(confirmation(paidOrder()));
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
  });

  it("uses the pending order's token when the URL has none", async () => {
    savePending();
    const api = fakeApi({ [CONFIRM_URL]: () => confirmation(paidOrder()) });
    vi.stubGlobal('fetch', api);
    renderAt(`/payment-success?success=true&order_id=${ORDER_ID}`);
    await screen.findByRole('heading', { name: 'Payment Successful!' });
    expect(new Headers(confirmCalls(api)[0]?.[1]?.headers).get('x-order-token')).toBe('pending-tok');
  });

  it("'Payment Error' with the server's message, and home after the 10 s fallback", async () => {
    vi.stubGlobal('fetch', fakeApi({ [CONFIRM_URL]: () => errorResponse(403, 'ORDER_TOKEN_REQUIRED', 'Open the link from your order e-mail to manage this order.') }));
    renderAt(RETURN_URL);
    expect(await screen.findByRole('heading', { name: 'Payment Error' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Open the link from your order e-mail to manage this order.');
    await act(() => vi.advanceTimersByTimeAsync(9000));
    expect(where()).not.toBe('/');
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(where()).toBe('/');
  });

  it("'Failed to process payment' when the server cannot be reached", async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
    renderAt(RETURN_URL);
    expect(await screen.findByRole('heading', { name: 'Payment Error' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Failed to process payment');
  });
});

describe('payment success: paid', () => {
  it("shows the summary, customer, the order's one shipping address (Candid's form) and What’s Next; marks the pending order paid; remembers the token", async () => {
    savePending();
    const address = { street: 'Str. Lalelelor 1', city: 'Cluj-Napoca', postalCode: '400000', country: 'RO' };
    const order = paidOrder({ shippingCost: 1500, totalAmount: 13900 });
    vi.stubGlobal('fetch', fakeApi({ [CONFIRM_URL]: () => confirmation({ ...order, customerInfo: { ...order.customerInfo, address } }, true) }));
    renderAt(RETURN_URL);
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    const summary = screen.getByTestId('order-summary');
    expect(summary.textContent).toContain(ORDER_NUMBER);
    expect(summary.textContent).toContain('Processing');
    expect(summary.textContent).toContain('Shipping');
    expect(screen.getByRole('heading', { name: 'Customer Information' })).toBeTruthy();
    expect(screen.getByText('ana@example.com')).toBeTruthy();
    expect(screen.getByTestId('shipping-address').textContent).toContain('Str. Lalelelor 1');
    expect(screen.getByTestId('shipping-address').textContent).toContain('400000 Cluj-Napoca');
    expect(screen.getAllByTestId('shipping-address')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'What’s Next?'.replace('’', "'") })).toBeTruthy();
    expect(readPendingOrder()?.paid).toBe(true);
    expect(orderAccessToken(ORDER_NUMBER)).toBe('tok-1');
  });

  it('pre_event: Create Event opens the prefilled form (create=1, issue 28.7), and after 30 s to / carrying the order (the lobby)', async () => {
    vi.stubGlobal('fetch', fakeApi({ [CONFIRM_URL]: () => confirmation(paidOrder()) }));
    renderAt(RETURN_URL);
    await screen.findByRole('heading', { name: 'Payment Successful!' });
    const create = screen.getByRole('link', { name: 'Create Event' });
    expect(create.getAttribute('href')).toBe(`/?paid=true&order=${ORDER_ID}&event=Ana+%26+Dan&email=ana%40example.com&create=1`);
    expect(screen.getByRole('timer').textContent).toContain('30 seconds');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByRole('timer').textContent).toContain('20 seconds');
    await act(() => vi.advanceTimersByTimeAsync(19_000));
    expect(where()).toBe('/payment-success');
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(where()).toBe(`/?paid=true&order=${ORDER_ID}&event=Ana+%26+Dan&email=ana%40example.com`);
  });

  it('other orders go to /gallery after 30 s', async () => {
    vi.stubGlobal('fetch', fakeApi({ [CONFIRM_URL]: () => confirmation(paidOrder({ orderType: 'post_event', estimatedCompletion: '2-4 hours' })) }));
    renderAt(RETURN_URL);
    await screen.findByRole('heading', { name: 'Payment Successful!' });
    expect(screen.getByRole('link', { name: 'Go to Gallery' }).getAttribute('href')).toBe('/gallery');
    await act(() => vi.advanceTimersByTimeAsync(30_500));
    expect(where()).toBe('/gallery');
  });

  it('Cancel Auto-Redirect stays on the page', async () => {
    vi.stubGlobal('fetch', fakeApi({ [CONFIRM_URL]: () => confirmation(paidOrder()) }));
    renderAt(RETURN_URL);
    await screen.findByRole('heading', { name: 'Payment Successful!' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Auto-Redirect' }));
    expect(screen.queryByRole('timer')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(where()).toBe('/payment-success');
  });
});

describe('payment success: not paid yet', () => {
  it('says the payment is being confirmed and checks again; paid on a re-check → success', async () => {
    let calls = 0;
    const api = fakeApi({ [CONFIRM_URL]: () => (++calls < 3 ? confirmation(orderView(), false) : confirmation(paidOrder())) });
    vi.stubGlobal('fetch', api);
    savePending();
    renderAt(RETURN_URL);
    expect(await screen.findByRole('heading', { name: CONFIRMING_TITLE })).toBeTruthy();
    expect(screen.queryByText('Payment Successful!')).toBeNull();
    expect(readPendingOrder()?.paid).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(RECHECK_MS + 100));
    expect(confirmCalls(api)).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(RECHECK_MS + 100));
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    expect(readPendingOrder()?.paid).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(RECHECK_MS * 3));
    expect(confirmCalls(api)).toHaveLength(3);
  });

  it.each([
    ['still unpaid', () => confirmation(orderView(), false)],
    // A re-check that fails (the network, a busy server) is no verdict either: never "Payment Error".
    ['failing', () => errorResponse(503, 'SERVICE_BUSY', 'Busy')],
  ])('after a few checks %s it stops and points to the order page, never claiming success', async (_, recheck) => {
    let calls = 0;
    const api = fakeApi({ [CONFIRM_URL]: () => (++calls === 1 ? confirmation(orderView(), false) : recheck()) });
    vi.stubGlobal('fetch', api);
    renderAt(RETURN_URL);
    await screen.findByRole('heading', { name: CONFIRMING_TITLE });
    for (let i = 0; i < RECHECK_ATTEMPTS + 2; i++) await act(() => vi.advanceTimersByTimeAsync(RECHECK_MS + 100));
    expect(await screen.findByRole('heading', { name: NOT_CONFIRMED_TITLE })).toBeTruthy();
    expect(confirmCalls(api)).toHaveLength(RECHECK_ATTEMPTS + 1);
    expect(screen.getByRole('link', { name: 'Track Your Order' }).getAttribute('href')).toBe(`/order/${ORDER_NUMBER}`);
    expect(screen.queryByText('Payment Successful!')).toBeNull();
    expect(screen.queryByRole('heading', { name: ordersEn.success.errorTitle })).toBeNull();
  });

  it('a delayed payment that failed while the page waited: says so plainly, stops checking, offers Pay again on the same order', async () => {
    let calls = 0;
    const failedAt = '2026-11-24T12:00:00.000Z';
    const api = fakeApi({ [CONFIRM_URL]: () => (++calls < 2 ? confirmation(orderView(), false) : confirmation(orderView({ paymentFailedAt: failedAt }), false)) });
    vi.stubGlobal('fetch', api);
    renderAt(RETURN_URL);
    await screen.findByRole('heading', { name: CONFIRMING_TITLE });
    await act(() => vi.advanceTimersByTimeAsync(RECHECK_MS + 100));
    expect(await screen.findByRole('heading', { name: ordersEn.success.failedTitle })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(ordersEn.success.failedText);
    expect(screen.getByRole('link', { name: 'Pay again' }).getAttribute('href')).toBe(`/payment-retry/${ORDER_ID}`);
    expect(screen.getByRole('link', { name: 'Track Your Order' }).getAttribute('href')).toBe(`/order/${ORDER_NUMBER}`);
    await act(() => vi.advanceTimersByTimeAsync(RECHECK_MS * 3));
    expect(confirmCalls(api)).toHaveLength(2);
    expect(screen.queryByText('Payment Successful!')).toBeNull();
  });
});

describe('payment success: a re-check that fails', () => {
  it('does not undo a payment already confirmed: a gallery extension "being extended" stays so, and is checked again', async () => {
    let calls = 0;
    const extension = paidOrder({ orderType: 'post_event', productType: 'gallery_extension', status: 'processing' });
    const api = fakeApi({
      [CONFIRM_URL]: () => (++calls === 2 ? errorResponse(503, 'SERVICE_BUSY', 'Busy') : confirmation(calls === 1 ? extension : { ...extension, status: 'completed', galleryExpiresAt: '2026-12-10T10:00:00.000Z' })),
    });
    vi.stubGlobal('fetch', api);
    renderAt(RETURN_URL);
    await screen.findByRole('heading', { level: 1, name: 'Gallery extended' });
    await act(() => vi.advanceTimersByTimeAsync(RECHECK_MS + 100));
    expect(confirmCalls(api)).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: ordersEn.success.errorTitle })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Gallery extended' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(RECHECK_MS + 100));
    await waitFor(() => expect(screen.getByTestId('gallery-extended').textContent).toContain('now stays open until'));
  });

  it('while the payment is being confirmed: says so still and checks again, never "Payment Error"', async () => {
    let calls = 0;
    const api = fakeApi({ [CONFIRM_URL]: () => (++calls === 1 ? confirmation(orderView(), false) : calls === 2 ? errorResponse(503, 'SERVICE_BUSY', 'Busy') : confirmation(paidOrder())) });
    vi.stubGlobal('fetch', api);
    renderAt(RETURN_URL);
    await screen.findByRole('heading', { name: CONFIRMING_TITLE });
    await act(() => vi.advanceTimersByTimeAsync(RECHECK_MS + 100));
    expect(confirmCalls(api)).toHaveLength(2);
    expect(screen.getByRole('heading', { name: CONFIRMING_TITLE })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(RECHECK_MS + 100));
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
  });

});

describe('payment success: an order cancelled or refunded since it was paid', () => {
  it.each([
    ['refunded', 'Order Refunded', ordersEn.success.refundedText],
    ['cancelled', 'Order Cancelled', ordersEn.success.cancelledText],
  ] as const)('%s: says so, never "Payment Successful!" nor What’s Next, stays (no redirect), and leads to the order page', async (status, title, text) => {
    savePending();
    const api = fakeApi({ [CONFIRM_URL]: () => confirmation(paidOrder({ status, orderType: 'post_event' }), true) });
    vi.stubGlobal('fetch', api);
    renderAt(RETURN_URL);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByTestId('payment-withdrawn').textContent).toBe(text);
    expect(screen.queryByText('Payment Successful!')).toBeNull();
    expect(screen.queryByRole('heading', { name: "What's Next?" })).toBeNull();
    expect(screen.getByRole('link', { name: 'Track Your Order' }).getAttribute('href')).toBe(`/order/${ORDER_NUMBER}`);
    // Nothing is to be done with it: the lobby is not told a paid order waits for its event, nor offered to replace it.
    expect(readPendingOrder()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(where()).toBe('/payment-success');
    expect(confirmCalls(api)).toHaveLength(1);
  });

  it('a refunded gallery extension never names the date it once gave the gallery', async () => {
    const order = paidOrder({ status: 'refunded', orderType: 'post_event', productType: 'gallery_extension', galleryExpiresAt: '2026-12-10T10:00:00.000Z' });
    vi.stubGlobal('fetch', fakeApi({ [CONFIRM_URL]: () => confirmation(order, true) }));
    renderAt(RETURN_URL);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Refunded' })).toBeTruthy();
    expect(screen.queryByTestId('gallery-extended')).toBeNull();
    expect(document.body.textContent).not.toMatch(/stays open until/);
  });

  describe('in Romanian', () => {
    inRomanian();
    it('the same page in Romanian', async () => {
      vi.stubGlobal('fetch', fakeApi({ [CONFIRM_URL]: () => confirmation(paidOrder({ status: 'refunded' }), true) }));
      renderAt(RETURN_URL);
      expect(await screen.findByRole('heading', { level: 1, name: 'Comandă rambursată' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Urmărește comanda' })).toBeTruthy();
    });
  });
});

describe('payment success: a gallery extension (organizer portal, issue #29.4)', () => {
  const EXPIRES = '2026-12-10T10:00:00.000Z';
  const extension = (over: Partial<OrderView> = {}) =>
    paidOrder({
      orderType: 'post_event',
      productType: 'gallery_extension',
      status: 'completed',
      eventTitle: 'Ana & Dan',
      lines: [{ id: 'addon:gallery_extension_7', label: 'Gallery extension (7 days)', amount: 3960 }],
      galleryExpiresAt: EXPIRES,
      ...over,
    });
  // The date as the organizer portal writes it (its Add-ons tab says the same).
  const portalDate = (locale: 'en' | 'ro' = 'en') => formattersFor(locale).date(EXPIRES, ORGANIZER_DATE_TIME);

  it("says until when the gallery now stays open, leads back to the portal (not the gallery, not the archive's steps), and goes there after 30 s", async () => {
    vi.stubGlobal('fetch', fakeApi({ [CONFIRM_URL]: () => confirmation(extension()) }));
    renderAt(RETURN_URL);
    await screen.findByRole('heading', { level: 1, name: 'Gallery extended' });
    expect(screen.getByTestId('gallery-extended').textContent).toBe(`The gallery of Ana & Dan now stays open until ${portalDate()}.`);
    expect(screen.getByRole('link', { name: 'Back to the organizer portal' }).getAttribute('href')).toBe('/organizer/dashboard');
    expect(screen.getByTestId('order-product').textContent).toBe('Gallery extension (7 days)');
    expect(screen.queryByRole('link', { name: 'Go to Gallery' })).toBeNull();
    expect(screen.queryByText(/Your archive is being prepared/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(30_500));
    expect(where()).toBe('/organizer/dashboard');
  });

  it('paid but not applied yet (the webhook was first): "being extended", checked again until the order names the date', async () => {
    let calls = 0;
    const api = fakeApi({ [CONFIRM_URL]: () => confirmation(++calls < 2 ? extension({ status: 'processing', galleryExpiresAt: undefined }) : extension()) });
    vi.stubGlobal('fetch', api);
    renderAt(RETURN_URL);
    await screen.findByRole('heading', { level: 1, name: 'Gallery extended' });
    expect(screen.getByTestId('gallery-extended').textContent).toBe(ordersEn.galleryExtensionPaid.applying);
    await act(() => vi.advanceTimersByTimeAsync(RECHECK_MS + 100));
    await waitFor(() => expect(screen.getByTestId('gallery-extended').textContent).toContain(portalDate()));
    await act(() => vi.advanceTimersByTimeAsync(RECHECK_MS * 3));
    expect(confirmCalls(api)).toHaveLength(2);
  });

  describe('in Romanian', () => {
    inRomanian();
    it('the same page in Romanian', async () => {
      vi.stubGlobal('fetch', fakeApi({ [CONFIRM_URL]: () => confirmation(extension()) }));
      renderAt(RETURN_URL);
      await screen.findByRole('heading', { level: 1, name: 'Galerie prelungită' });
      expect(screen.getByTestId('gallery-extended').textContent).toBe(`Galeria evenimentului Ana & Dan rămâne deschisă până la ${portalDate('ro')}.`);
      expect(screen.getByRole('link', { name: 'Înapoi la panoul organizatorului' }).getAttribute('href')).toBe('/organizer/dashboard');
    });
  });
});

describe('payment success: a link tapped while the next page is still loading', () => {
  /*
   * The router moves in a React transition: after a tap on Track Your Order the address is the order's at once,
   * but this page stays on screen, mounted, until the order page's chunk has loaded (a slow phone: seconds).
   * Its own timers must not navigate over the tap meanwhile: the URL cleanup's replace overwrote the order's
   * entry (the app then stayed on /payment-success), the 30 s redirect pushed its target on top of it.
   */
  let arrive: () => void = () => {};
  function renderWithSlowOrderPage(url: string) {
    // The next page's chunk arrives when the test says (arrive()).
    const slow = slowPage('Order page');
    arrive = slow.arrive;
    const OrderPage = slow.Page;
    render(
      <MemoryRouter initialEntries={[url]}>
        <Suspense fallback={<p>Loading…</p>}>
          <Routes>
            <Route path="/payment-success" element={<PaymentSuccessPage />} />
            <Route path="/order/:orderNumber" element={<OrderPage />} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
        </Suspense>
        <Where />
      </MemoryRouter>,
    );
  }

  beforeEach(() => {
    // The test clock only: nothing runs on the wall clock's pace (with it a slow run would pass 1 s early).
    vi.useRealTimers();
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fakeApi({ [CONFIRM_URL]: () => confirmation(paidOrder()) }));
  });

  const paidPage = async () => {
    // The first check runs on a 0 ms timer; its answer lands in a few microtasks.
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
  };

  it('the URL cleanup (1 s) does not undo a tap on Track Your Order made before it', async () => {
    renderWithSlowOrderPage(RETURN_URL);
    await paidPage();
    expect(where()).toBe(RETURN_URL); // the cleanup has not run yet
    act(() => fireEvent.click(screen.getByRole('link', { name: 'Track Your Order' })));
    // The order page's chunk is on its way: this page is still shown, and its cleanup timer comes due.
    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await act(async () => arrive());
    expect(where()).toBe(`/order/${ORDER_NUMBER}`);
    expect(screen.getByRole('heading', { name: 'Order page' })).toBeTruthy();
  });

  it('the 30 s redirect does not replace a tap on Track Your Order made just before it', async () => {
    renderWithSlowOrderPage(RETURN_URL);
    await paidPage();
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(where()).toBe('/payment-success');
    act(() => fireEvent.click(screen.getByRole('link', { name: 'Track Your Order' })));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await act(async () => arrive());
    expect(where()).toBe(`/order/${ORDER_NUMBER}`);
    expect(screen.getByRole('heading', { name: 'Order page' })).toBeTruthy();
  });
});
