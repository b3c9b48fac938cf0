// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveForCheckout } from '../model/orders/leaveForCheckout';
import { rememberOrderAccess } from '../model/orders/orderAccess';
import { errorResponse, fakeApi, jsonResponse } from '../testing/fixtures';
import { ORDER_ID, ORDER_NUMBER } from '../testing/orderFixtures';
import ordersEn from '../i18n/catalogues/orders/en';
import PaymentRetryPage from './PaymentRetryPage';
import { restoreFromBackForwardCache } from '../testing/backForwardCache';
import { slowPage } from '../testing/slowPage';

vi.mock('../model/orders/leaveForCheckout', () => ({ leaveForCheckout: vi.fn() }));

const CHECKOUT_URL = `POST /api/orders/${ORDER_ID}/checkout`;

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/payment-retry/:orderId" element={<PaymentRetryPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  vi.mocked(leaveForCheckout).mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('payment retry', () => {
  it('with the token on this device: opens a new checkout and goes to it', async () => {
    rememberOrderAccess({ orderId: ORDER_ID, orderNumber: ORDER_NUMBER, token: 'tok-1' });
    const api = fakeApi({ [CHECKOUT_URL]: () => jsonResponse(200, { success: true, url: 'https://stripe.test/pay/cs_2', sessionId: 'cs_2' }) });
    vi.stubGlobal('fetch', api);
    renderAt(`/payment-retry/${ORDER_ID}`);
    expect(screen.getByText('Opening the secure payment page…')).toBeTruthy();
    await waitFor(() => expect(leaveForCheckout).toHaveBeenCalledWith('https://stripe.test/pay/cs_2'));
    expect(new Headers(api.mock.calls[0]?.[1]?.headers).get('x-order-token')).toBe('tok-1');
  });

  it('coming back from Stripe through the back/forward cache: no endless "Opening…", but Try Again and View Order', async () => {
    rememberOrderAccess({ orderId: ORDER_ID, orderNumber: ORDER_NUMBER, token: 'tok-1' });
    const api = fakeApi({ [CHECKOUT_URL]: () => jsonResponse(200, { success: true, url: 'https://stripe.test/pay/cs_2', sessionId: 'cs_2' }) });
    vi.stubGlobal('fetch', api);
    renderAt(`/payment-retry/${ORDER_ID}`);
    await waitFor(() => expect(leaveForCheckout).toHaveBeenCalledTimes(1));
    restoreFromBackForwardCache();
    expect(screen.queryByText('Opening the secure payment page…')).toBeNull();
    expect(screen.getByRole('link', { name: 'View Order' }).getAttribute('href')).toBe(`/order/${ORDER_ID}`);
    // Not sent back to Stripe by itself: only Try Again opens a new checkout.
    expect(leaveForCheckout).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(leaveForCheckout).toHaveBeenCalledTimes(2));
  });

  it('without the token: explains and links to the order page, without calling the server', () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api);
    renderAt(`/payment-retry/${ORDER_ID}`);
    expect(screen.getByText(ordersEn.retry.noAccess)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Order' }).getAttribute('href')).toBe(`/order/${ORDER_ID}`);
    expect(api).not.toHaveBeenCalled();
  });

  it("shows the server's refusal, and Try Again asks again", async () => {
    rememberOrderAccess({ orderId: ORDER_ID, token: 'tok-1' });
    let refuse = true;
    const api = fakeApi({
      [CHECKOUT_URL]: () =>
        refuse
          ? errorResponse(409, 'ORDER_NOT_PAYABLE', 'This order can no longer be paid. Please place a new order.')
          : jsonResponse(200, { success: true, url: 'https://stripe.test/pay/cs_3', sessionId: 'cs_3' }),
    });
    vi.stubGlobal('fetch', api);
    renderAt(`/payment-retry/${ORDER_ID}`);
    expect((await screen.findByRole('alert')).textContent).toBe('This order can no longer be paid. Please place a new order.');
    expect(leaveForCheckout).not.toHaveBeenCalled();
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(leaveForCheckout).toHaveBeenCalledWith('https://stripe.test/pay/cs_3'));
  });
});

describe('payment retry: a link tapped while the next page is still loading', () => {
  /*
   * The router moves in a React transition: after a tap on Return Home while "Opening the secure payment page…"
   * the address is / at once, but this page stays mounted, its checkout request alive, until the home page's
   * chunk has loaded (a slow phone: seconds). Its answer must not then take the browser to Stripe: the buyer
   * chose to go home instead.
   */
  let arrive: () => void = () => {};
  function Where() {
    const location = useLocation();
    return <output data-testid="where">{location.pathname}</output>;
  }
  function renderWithSlowHome(url: string) {
    // The next page's chunk arrives when the test says (arrive()).
    const slow = slowPage('Home');
    arrive = slow.arrive;
    const Home = slow.Page;
    render(
      <MemoryRouter initialEntries={[url]}>
        <Suspense fallback={<p>Loading…</p>}>
          <Routes>
            <Route path="/payment-retry/:orderId" element={<PaymentRetryPage />} />
            <Route path="/" element={<Home />} />
          </Routes>
        </Suspense>
        <Where />
      </MemoryRouter>,
    );
  }

  it('the checkout answering after a tap on Return Home does not leave for Stripe', async () => {
    rememberOrderAccess({ orderId: ORDER_ID, orderNumber: ORDER_NUMBER, token: 'tok-1' });
    let answer: (r: Response) => void = () => {};
    vi.stubGlobal('fetch', fakeApi({ [CHECKOUT_URL]: () => new Promise<Response>((resolve) => (answer = resolve)) }));
    renderWithSlowHome(`/payment-retry/${ORDER_ID}`);
    expect(screen.getByText('Opening the secure payment page…')).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('link', { name: 'Return Home' })));
    // The home page's chunk is on its way: this page is still shown, its request still waiting.
    expect(screen.getByText('Opening the secure payment page…')).toBeTruthy();
    await act(async () => answer(jsonResponse(200, { success: true, url: 'https://stripe.test/pay/cs_2', sessionId: 'cs_2' })));
    expect(leaveForCheckout).not.toHaveBeenCalled();
    await act(async () => arrive());
    expect(screen.getByTestId('where').textContent).toBe('/');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
  });
});
