// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney, packagePrice, quote } from '#shared/pricing/index.js';
import { ApiError } from '../../api/ApiError';
import { readPendingOrder, savePendingOrder } from '../../model/orders/pendingOrder';
import type { CheckoutApi } from '../../model/pricing/checkout';
import { FALLBACK_GEO, GEO_FAILED_MESSAGE, type PricingGeo } from '../../model/pricing/pricingGeo';
import { localToday } from '../../model/pricing/pricingState';
import { PricingScreen } from './PricingScreen';
import { inRomanian } from '../../testing/inRomanian';
import { restoreFromBackForwardCache } from '../../testing/backForwardCache';

const geoDe: PricingGeo = { country: 'DE', currency: 'EUR', geoToken: 'geo-de', failed: false };
const future = (() => {
  const d = new Date();
  d.setDate(d.getDate() + 30);
  return localToday(d);
})();

function fakeApi<O extends Partial<CheckoutApi>>(over: O = {} as O) {
  return {
    loadGeo: vi.fn<CheckoutApi['loadGeo']>(async () => geoDe),
    createOrder: vi.fn<CheckoutApi['createOrder']>(async () => ({ order: { id: 'ord_1', orderNumber: 'CND-1' }, accessToken: 'tok' })),
    openCheckout: vi.fn<CheckoutApi['openCheckout']>(async () => ({ url: 'https://stripe.test/pay/cs_1' })),
    ...over,
  };
}

function renderPricing({ geo = geoDe, api = fakeApi(), url = '/pricing' }: { geo?: PricingGeo; api?: CheckoutApi; url?: string } = {}) {
  const redirect = vi.fn<(url: string) => void>();
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <PricingScreen checkoutApi={api} redirect={redirect} loadGeo={async () => geo} />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), redirect, api, view };
}

const currentStep = () => document.querySelector('[aria-current="step"]')?.textContent;
const heading = () => screen.getByRole('heading', { level: 2 });

async function fillToPayment(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'Personal' }));
  await user.click(await screen.findByRole('radio', { name: /Medium/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(screen.getByRole('checkbox', { name: /Print bundle \(25 prints\)/ }));
  await user.click(screen.getByRole('checkbox', { name: /Gallery extension \+7 days/ }));
  await user.type(screen.getByLabelText('Organizer Name'), 'Ana Pop');
  await user.type(screen.getByLabelText('Organizer Email'), 'ana@example.com');
  await user.type(screen.getByLabelText('Event Name'), 'Ana & Dan');
  await user.type(screen.getByLabelText('Event Date'), future);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Payment' });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Pricing page', () => {
  it('Choose Package: plan cards priced in the visitor currency, medium most popular, step 1 current', async () => {
    renderPricing();
    expect(currentStep()).toContain('Choose Package');
    const medium = await screen.findByRole('radio', { name: /Medium/ });
    const card = medium.closest('label')!;
    await waitFor(() => expect(card.textContent).toContain(formatMoney(packagePrice('digital', 'medium', 'DE'), 'EUR')));
    expect(within(card).getByText('Most popular')).toBeTruthy();
    expect(card.textContent).toContain('100–300 attendees');
  });

  it('geo failure: the spec message and RO/RON prices', async () => {
    renderPricing({ geo: FALLBACK_GEO });
    expect(await screen.findByText(GEO_FAILED_MESSAGE)).toBeTruthy();
    const small = screen.getByRole('radio', { name: /Small/ }).closest('label')!;
    expect(small.textContent).toContain(formatMoney(packagePrice('digital', 'small', 'RO'), 'RON'));
  });

  it('Continue without a size says so; a custom count over 10000 offers contact instead of checkout', async () => {
    const { user } = renderPricing();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please choose an event package.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /Custom/ }));
    const count = screen.getByLabelText<HTMLInputElement>('Number of attendees');
    await user.clear(count);
    await user.type(count, '1234');
    await user.tab();
    expect(count.value).toBe('1300');
    await user.clear(count);
    await user.type(count, '12000');
    expect(screen.getByText(/get a custom quote/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toMatch(/^mailto:/);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Continue' }).disabled).toBe(true);
  });

  it('moves focus to the step heading, validates the details in order, and Back keeps every choice', async () => {
    const { user } = renderPricing();
    await user.click(screen.getByRole('radio', { name: 'Personal' }));
    await user.click(screen.getByRole('radio', { name: /Medium/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(heading().textContent).toBe('Add-ons & Details');
    expect(document.activeElement).toBe(heading());
    expect(currentStep()).toContain('Add-ons & Details');

    // Recommendations for personal / medium, then 3 add-ons before 'Show more'.
    const recommended = screen.getByRole('heading', { name: /Recommended for a medium personal event/ }).parentElement!;
    const items = within(recommended).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatch(/^Print bundle \(25 prints\)/);
    expect(items[1]).toMatch(/^Gallery extension \+7 days/);
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    expect(screen.queryByRole('checkbox', { name: /Branded frames/ })).toBeNull();

    await user.click(within(recommended).getByRole('button', { name: /Add Print bundle/ }));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Print bundle \(25 prints\)/ }).checked).toBe(true);

    await user.type(screen.getByLabelText('Organizer Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please enter your full name.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByLabelText('Organizer Email').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Event Date').getAttribute('min')).toBe(localToday());
    expect(document.activeElement).toBe(screen.getByLabelText('Organizer Name'));

    await user.type(screen.getByLabelText('Organizer Name'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(heading().textContent).toBe('Choose Package');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Personal' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Medium/ }).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText<HTMLInputElement>('Organizer Name').value).toBe('Ana');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Print bundle \(25 prints\)/ }).checked).toBe(true);
  });

  it('a reload keeps the step and the choices', async () => {
    const first = renderPricing();
    await fillToPayment(first.user);
    first.view.unmount();
    renderPricing();
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeTruthy();
    expect(currentStep()).toContain('Payment');
    expect(screen.getByText(/Ana & Dan/)).toBeTruthy();
  });

  it('Payment: the summary in the currency; Secure Checkout creates the order, remembers it and goes to Stripe', async () => {
    const api = fakeApi();
    const { user, redirect } = renderPricing({ api });
    await fillToPayment(user);
    const expected = quote({ kind: 'event_package', eventType: 'personal', eventSize: 'medium', addOns: ['print_bundle_25', 'gallery_extension_7'] }, 'DE');
    expect(screen.getByTestId('pricing-total').textContent).toBe(formatMoney(expected.total, 'EUR'));
    expect(screen.getByText('Subtotal')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Secure Checkout' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://stripe.test/pay/cs_1'));
    expect(api.createOrder.mock.calls[0]?.[0]).toMatchObject({ totalAmount: expected.total, currency: 'EUR', geoToken: 'geo-de' });
    expect(readPendingOrder()?.accessToken).toBe('tok');
  });

  it('coming back from Stripe through the back/forward cache ends "Processing..."', async () => {
    const { user, redirect } = renderPricing();
    await fillToPayment(user);
    await user.click(screen.getByRole('button', { name: 'Secure Checkout' }));
    await waitFor(() => expect(redirect).toHaveBeenCalled());
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Processing...' }).disabled).toBe(true);
    restoreFromBackForwardCache();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Secure Checkout' }).disabled).toBe(false);
  });

  it("Payment Error: {message} in the page's alert region, the processing flag reset", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi({
      createOrder: async () => {
        throw new ApiError({ status: 502, code: 'INTERNAL', message: 'x' });
      },
    });
    const alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user, redirect } = renderPricing({ api });
    await fillToPayment(user);
    await user.click(screen.getByRole('button', { name: 'Secure Checkout' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Payment Error: Failed to create order');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Secure Checkout' }).disabled).toBe(false);
    expect(redirect).not.toHaveBeenCalled();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('Complete when the buyer comes back paid: Create Event until the event exists; the live event with its actions', async () => {
    const first = renderPricing();
    await fillToPayment(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Secure Checkout' }));
    await waitFor(() => expect(first.redirect).toHaveBeenCalled());
    first.view.unmount();
    savePendingOrder({ ...readPendingOrder()!, paid: true });

    const back = renderPricing();
    expect(await screen.findByRole('heading', { name: 'Complete' })).toBeTruthy();
    expect(currentStep()).toContain('Complete');
    expect(screen.getByText(/personal event package is paid/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Event' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'organizer dashboard' }).getAttribute('href')).toBe('/organizer');
    back.view.unmount();

    renderPricing({ url: '/pricing?step=complete&event=ABC123' });
    expect(await screen.findByText('Your event is live!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Event Dashboard' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Share Event Link' })).toBeTruthy();
  });
});

describe('pricing in Romanian', () => {
  inRomanian();

  it('the three steps in Romanian: product names by id, money in lei the Romanian way, no English left', async () => {
    const { user } = renderPricing({ geo: { country: 'RO', currency: 'RON', geoToken: 'geo-ro', failed: false } });
    expect(screen.getByRole('heading', { level: 1, name: 'Planuri și prețuri' })).toBeTruthy();
    expect(heading().textContent).toBe('Alege pachetul');
    expect(currentStep()).toContain('Alege pachetul');
    const medium = await screen.findByRole('radio', { name: /Mediu/ });
    const card = medium.closest('label')!;
    await waitFor(() => expect(card.textContent).toContain(new Intl.NumberFormat('ro-RO', { style: 'currency', currency: 'RON' }).format(packagePrice('digital', 'medium', 'RO') / 100)));
    expect(card.textContent).toContain('100–300 de participanți');
    expect(card.textContent).toContain('Cel mai popular');
    await user.click(screen.getByRole('button', { name: 'Continuă' }));
    expect(screen.getByText('Alege un pachet pentru eveniment.')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Personal' }));
    await user.click(medium);
    await user.click(screen.getByRole('button', { name: 'Continuă' }));
    expect(heading().textContent).toBe('Extra și detalii');
    expect(screen.getByRole('heading', { name: 'Recomandate pentru un eveniment personal mediu' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /Pachet de 25 de fotografii printate/ }));
    await user.click(screen.getByRole('button', { name: 'Continuă' }));
    expect(screen.getByText('Scrie-ți numele complet.')).toBeTruthy();
    await user.type(screen.getByLabelText('Numele organizatorului'), 'Ana Pop');
    await user.type(screen.getByLabelText('E-mailul organizatorului'), 'ana@example.com');
    await user.type(screen.getByLabelText('Numele evenimentului'), 'Ana și Dan');
    await user.type(screen.getByLabelText('Data evenimentului'), future);
    await user.click(screen.getByRole('button', { name: 'Continuă' }));

    await screen.findByRole('heading', { name: 'Plată' });
    const summary = screen.getByRole('region', { name: 'Rezumatul comenzii' });
    expect(summary.textContent).toContain('Eveniment mediu (personal)');
    expect(summary.textContent).toContain('Pachet de 25 de fotografii printate');
    const total = quote({ kind: 'event_package', eventType: 'personal', eventSize: 'medium', addOns: ['print_bundle_25'] }, 'RO').total;
    // "1.234,00 RON": Intl's Romanian grouping and decimal comma, the code after the amount.
    expect(screen.getByTestId('pricing-total').textContent).toBe(new Intl.NumberFormat('ro-RO', { style: 'currency', currency: 'RON' }).format(total / 100));
    expect(screen.getByTestId('pricing-total').textContent).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}\s+RON$/);
    expect(screen.getByRole('button', { name: 'Plătește în siguranță' })).toBeTruthy();
    for (const english of ['Payment', 'Order summary', 'Secure Checkout', 'Subtotal ', 'Medium event', 'Print bundle', 'Back']) {
      expect(document.body.textContent).not.toContain(english);
    }
    expect(document.title).toContain('Planuri și prețuri – Plată');
  });
});
