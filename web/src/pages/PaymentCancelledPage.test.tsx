// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderAccessToken } from '../model/orders/orderAccess';
import { fakeApi, jsonResponse } from '../testing/fixtures';
import { ORDER_ID, ORDER_NUMBER, orderView } from '../testing/orderFixtures';
import ordersEn from '../i18n/catalogues/orders/en';
import PaymentCancelledPage from './PaymentCancelledPage';

const ORDER_URL = `GET /api/orders/${ORDER_ID}`;
const RETURN_URL = `/payment-cancelled?cancelled=true&order_id=${ORDER_ID}&order_number=${ORDER_NUMBER}&k=tok-1`;

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/payment-cancelled" element={<PaymentCancelledPage />} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
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
});

describe('payment cancelled', () => {
  it.each([
    ['no cancelled flag', `/payment-cancelled?order_id=${ORDER_ID}`],
    ['no order id', '/payment-cancelled?cancelled=true'],
  ])("%s → 'Error' with 'Invalid payment cancellation URL'", (_, url) => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api);
    renderAt(url);
    expect(screen.getByRole('heading', { name: 'Error' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Invalid payment cancellation URL');
    expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
    expect(api).not.toHaveBeenCalled();
  });

  it("'Processing Cancellation...', then 'Payment Cancelled' with the texts, the order details, Try Again, Return Home and the help list; nothing is cancelled on the server", async () => {
    const api = fakeApi({ [ORDER_URL]: () => jsonResponse(200, { success: true, order: orderView({ totalAmount: 12450 }) }) });
    vi.stubGlobal('fetch', api);
    renderAt(RETURN_URL);
    expect(screen.getByRole('heading', { name: 'Processing Cancellation...' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Payment Cancelled' })).toBeTruthy();
    expect(screen.getByText('No charges were made.')).toBeTruthy();
    expect(document.body.textContent).toContain('no money was taken');
    expect(document.body.textContent).toContain('order details are saved');
    const details = screen.getByTestId('cancelled-order');
    for (const text of [ORDER_NUMBER, 'pre event', 'Ana & Dan', 'Event package · Medium (personal)', 'Ana Popescu', 'ana@example.com', 'Pending Payment']) expect(details.textContent).toContain(text);
    expect(screen.getByTestId('cancelled-amount').textContent?.replace(/\s/g, ' ')).toMatch(/^(RON 124\.50|124\.50 RON)$/);
    expect(screen.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe(`/payment-retry/${ORDER_ID}`);
    expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
    for (const item of ordersEn.cancelled.help) expect(screen.getByText(item)).toBeTruthy();
    expect(document.body.textContent).toContain('available for 24 hours');
    expect(new Headers(api.mock.calls[0]?.[1]?.headers).get('x-order-token')).toBe('tok-1');
    expect(api.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
    expect(orderAccessToken(ORDER_NUMBER)).toBe('tok-1');
  });

  it("other orders: 'Return to Gallery'", async () => {
    vi.stubGlobal('fetch', fakeApi({ [ORDER_URL]: () => jsonResponse(200, { success: true, order: orderView({ orderType: 'post_event' }) }) }));
    renderAt(RETURN_URL);
    await screen.findByRole('heading', { name: 'Payment Cancelled' });
    expect(screen.getByRole('link', { name: 'Return to Gallery' }).getAttribute('href')).toBe('/gallery');
    expect(screen.queryByRole('link', { name: 'Try Again' })).toBeNull();
  });

  it.each([
    ['processing', 'This Order Is Paid', ordersEn.cancelled.paidText],
    ['completed', 'This Order Is Paid', ordersEn.cancelled.paidText],
    ['cancelled', 'This Order Is Closed', ordersEn.cancelled.closedText],
    ['refunded', 'This Order Is Closed', ordersEn.cancelled.closedText],
  ] as const)('opened again once the order is %s: never "No charges were made" nor Try Again; its order page instead', async (status, title, text) => {
    vi.stubGlobal('fetch', fakeApi({ [ORDER_URL]: () => jsonResponse(200, { success: true, order: orderView({ status }) }) }));
    renderAt(RETURN_URL);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByText('No charges were made.')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Try Again' })).toBeNull();
    expect(screen.queryByText(ordersEn.cancelled.helpTitle)).toBeNull();
    expect(screen.getByRole('link', { name: 'Track Your Order' }).getAttribute('href')).toBe(`/order/${ORDER_NUMBER}`);
  });

  it('still says the payment was cancelled when the order cannot be read', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
    renderAt(RETURN_URL);
    expect(await screen.findByRole('heading', { name: 'Payment Cancelled' })).toBeTruthy();
    expect(screen.queryByTestId('cancelled-order')).toBeNull();
    expect(screen.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe(`/payment-retry/${ORDER_ID}`);
  });

  it('removes the parameters from the address bar after 1 second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('fetch', fakeApi({ [ORDER_URL]: () => jsonResponse(200, { success: true, order: orderView() }) }));
    renderAt(RETURN_URL);
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(screen.getByTestId('where').textContent).toBe('/payment-cancelled');
  });
});
