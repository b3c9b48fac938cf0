// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SUPPORT_EMAIL } from '#shared/support.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commerceMessages } from '#shared/commerce-messages.js';
import { formatMoney, quote, shippingFor } from '#shared/pricing/index.js';
import type { CreateOrderRequest, OrderView } from '#shared/schemas/orders.js';
import type { PhotoView } from '#shared/schemas/photos.js';
import { ApiError } from '../../api/ApiError';
import { eventView, photoView } from '../../testing/fixtures';
import { readPendingOrder } from '../../model/orders/pendingOrder';
import { readPurchaseReturn } from '../../model/purchase/purchaseReturn';
import type { PurchaseCheckoutApi } from '../../model/purchase/purchaseCheckout';
import type { BoughtArchive } from '../../model/purchase/boughtArchive';
import ordersEn from '../../i18n/catalogues/orders/en';
import { PurchaseConfirmation } from './PurchaseConfirmation';
import { PurchaseScreen } from './PurchaseScreen';
import { inRomanian } from '../../testing/inRomanian';
import { restoreFromBackForwardCache } from '../../testing/backForwardCache';

const { deliveryNote: DELIVERY_NOTE, downloadNote: DOWNLOAD_NOTE, loading: LOADING_OPTIONS, successTitle: SUCCESS_TITLE } = ordersEn.purchase;

beforeEach(() => localStorage.clear());
afterEach(() => cleanup());

const EVENT = eventView({ code: 'ABC123', title: 'Ana & Dan', photoCount: 6, status: 'completed', eventState: 'ended', galleryExpired: true });
const photos: PhotoView[] = Array.from({ length: 6 }, (_, i) =>
  photoView({ id: `01J0000000000000000000000${i + 1}`, uploadedAt: `2025-06-01T12:0${i}:00.000Z`, width: i === 5 ? 900 : 2000, height: 1600 }),
);

function setup(
  country = 'RO',
  options: { api?: Partial<PurchaseCheckoutApi>; geo?: Promise<{ country: string; geoToken: string | null; failed: boolean }>; archive?: BoughtArchive | null } = {},
) {
  const createOrder = vi.fn<PurchaseCheckoutApi['createOrder']>(async () => ({ order: { id: 'o1', orderNumber: 'CND-1' }, accessToken: 'tok' }));
  const openCheckout = vi.fn<PurchaseCheckoutApi['openCheckout']>(async () => ({ url: 'https://stripe.example/pay/cs_1' }));
  const redirect = vi.fn<(url: string) => void>();
  const onBack = vi.fn();
  render(
    <PurchaseScreen
      event={EVENT}
      session={{ token: 'pt', userName: 'Dan' }}
      onBack={onBack}
      api={{ createOrder, openCheckout, ...options.api }}
      loadGeo={() => options.geo ?? Promise.resolve({ country, geoToken: `geo-${country}`, failed: false })}
      loadPhotos={() => Promise.resolve(photos)}
      loadArchive={() => Promise.resolve(options.archive ?? null)}
      redirect={redirect}
    />,
  );
  return { createOrder, openCheckout, redirect, onBack };
}

const checkout = () => screen.getByRole('button', { name: 'Secure Checkout' });

describe('PurchaseScreen', () => {
  it('says it is loading, then offers the raw archive with its facts, Back, the notes', async () => {
    let resolve: (g: { country: string; geoToken: string; failed: boolean }) => void = () => {};
    const { onBack } = setup('RO', { geo: new Promise((r) => (resolve = r)) });
    expect(screen.getByRole('heading', { level: 1, name: 'Purchase Photos - Ana & Dan' })).toBeTruthy();
    expect(screen.getByText(LOADING_OPTIONS)).toBeTruthy();
    resolve({ country: 'RO', geoToken: 'g', failed: false });
    const raw = await screen.findByRole('radio', { name: /RAW Archive/ });
    expect(raw).toHaveProperty('checked', true);
    const card = raw.closest('label') as HTMLElement;
    expect(within(card).getByText('High Resolution JPEG')).toBeTruthy();
    expect(within(card).getByText('Instant Download')).toBeTruthy();
    expect(card.textContent).toContain('6 photos; hidden photos are not included');
    // The archive alone: its download-link note, no delivery note (issue 29.5).
    expect(screen.getByText(DOWNLOAD_NOTE)).toBeTruthy();
    expect(screen.queryByText(DELIVERY_NOTE)).toBeNull();
    // No shipping address for the digital archive.
    expect(screen.queryByRole('textbox', { name: /Street/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '‹ Back' }));
    expect(onBack).toHaveBeenCalled();
  });

  it("the summary's notes follow the product: prints get the delivery note only, the combo both (issue 29.5)", async () => {
    setup();
    await userEvent.click(await screen.findByRole('radio', { name: /Prints Bundle/ }));
    const notes = () => [...document.querySelectorAll('.purchase__notes li')].map((li) => li.textContent);
    expect(notes()).toEqual([DELIVERY_NOTE]);
    await userEvent.click(screen.getByRole('radio', { name: /Combo/ }));
    expect(notes()).toEqual([DOWNLOAD_NOTE, DELIVERY_NOTE]);
    await userEvent.click(screen.getByRole('radio', { name: /RAW Archive/ }));
    expect(notes()).toEqual([DOWNLOAD_NOTE]);
  });

  it("prefills the organizer's name and e-mail from a pending or paid order on this device (issue 29.5)", async () => {
    localStorage.setItem(
      'aln_pending_order',
      JSON.stringify({ orderId: 'o0', orderNumber: 'CND-0', customerEmail: 'ana@example.com', customerName: 'Ana Pop', productType: 'raw_archive', totalAmount: 1, currency: 'RON', timestamp: Date.now(), accessToken: 'x', orderType: 'pre_event', paid: true }),
    );
    setup();
    await screen.findByRole('radio', { name: /RAW Archive/ });
    expect((screen.getByRole('textbox', { name: /Full Name/ }) as HTMLInputElement).value).toBe('Ana Pop');
    expect((screen.getByRole('textbox', { name: /Email/ }) as HTMLInputElement).value).toBe('ana@example.com');
    expect(checkout()).toHaveProperty('disabled', false);
  });

  it('Secure Checkout stays disabled until name and e-mail are valid; errors show on leaving a field', async () => {
    setup();
    await screen.findByRole('radio', { name: /RAW Archive/ });
    expect(checkout()).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('textbox', { name: /Full Name/ }));
    await userEvent.tab();
    expect(screen.getByText('Please enter your full name.')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /Full Name/ }), 'Dan Pop');
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'dan@example');
    expect(checkout()).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), '.com');
    expect(checkout()).toHaveProperty('disabled', false);
  });

  it('raw archive checkout: the post_event order with the shown figures, the pending order remembered, then Stripe', async () => {
    const { createOrder, openCheckout, redirect } = setup();
    await screen.findByRole('radio', { name: /RAW Archive/ });
    await userEvent.type(screen.getByRole('textbox', { name: /Full Name/ }), 'Dan Pop');
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'dan@example.com');
    expect(screen.getByTestId('summary-total').textContent).toBe(formatMoney(18000, 'RON'));
    await userEvent.click(checkout());
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://stripe.example/pay/cs_1'));
    const body = createOrder.mock.calls[0]?.[0] as CreateOrderRequest;
    // The organizer's session is the server's proof of who buys (only the event's creator rights may).
    expect(createOrder.mock.calls[0]?.[1]).toBe('pt');
    expect(body).toMatchObject({ orderType: 'post_event', productType: 'raw_archive', eventCode: 'ABC123', totalAmount: 18000, shippingCost: 0, currency: 'RON', geoToken: 'geo-RO', customerInfo: { name: 'Dan Pop', email: 'dan@example.com' } });
    expect(body.photoIds).toBeUndefined();
    expect(openCheckout).toHaveBeenCalledWith('o1', 'tok');
    expect(readPendingOrder()).toMatchObject({ orderId: 'o1', accessToken: 'tok', orderType: 'post_event', productType: 'raw_archive', totalAmount: 18000 });
    expect(readPurchaseReturn()).toMatchObject({ orderId: 'o1', eventCode: 'ABC123', userName: 'Dan' });
  });

  it('coming back from Stripe through the back/forward cache ends "Processing..."', async () => {
    const { redirect } = setup();
    await screen.findByRole('radio', { name: /RAW Archive/ });
    await userEvent.type(screen.getByRole('textbox', { name: /Full Name/ }), 'Dan Pop');
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'dan@example.com');
    await userEvent.click(checkout());
    await waitFor(() => expect(redirect).toHaveBeenCalled());
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Processing...' }).disabled).toBe(true);
    restoreFromBackForwardCache();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Secure Checkout' }).disabled).toBe(false);
  });

  it('prints: bundle picker with the price per bundle, address required, 20×30 low-resolution warning, the chosen photos in the order (DE, EUR)', async () => {
    const { createOrder } = setup('DE');
    await userEvent.click(await screen.findByRole('radio', { name: /Prints Bundle/ }));
    for (const n of [10, 25, 50, 100]) {
      const row = screen.getByRole('radio', { name: new RegExp(`^${n} photos`) }).closest('label') as HTMLElement;
      expect(row.textContent).toContain(formatMoney(quote({ kind: 'prints_bundle', photos: n as 10, printSize: '10x15' }, 'DE').subtotal, 'EUR'));
    }
    await userEvent.click(screen.getByRole('radio', { name: '13×18 cm' }));
    expect(screen.getByTestId('selection-count').textContent).toMatch(/^6 of 10 chosen/);
    const expected = quote({ kind: 'prints_bundle', photos: 10, printSize: '13x18' }, 'DE');
    expect(screen.getByTestId('summary-shipping').textContent).toBe(formatMoney(shippingFor('DE'), 'EUR'));
    expect(screen.getByTestId('summary-total').textContent).toBe(formatMoney(expected.total, 'EUR'));
    // 20×30: the 900 px photo is flagged.
    await userEvent.click(screen.getByRole('radio', { name: '20×30 cm' }));
    expect(screen.getByRole('alert').textContent).toContain('1 chosen photo is under 1181 px');
    await userEvent.click(screen.getByRole('checkbox', { name: /low resolution/ }));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: '13×18 cm' }));

    await userEvent.type(screen.getByRole('textbox', { name: /Full Name/ }), 'Dan Pop');
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'dan@example.com');
    expect(checkout()).toHaveProperty('disabled', true);
    expect((screen.getByRole('textbox', { name: /Country/ }) as HTMLInputElement).value).toBe('DE');
    await userEvent.type(screen.getByRole('textbox', { name: /Street/ }), 'Hauptstr. 1');
    await userEvent.type(screen.getByRole('textbox', { name: /City/ }), 'Berlin');
    expect(checkout()).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByRole('textbox', { name: /Postal Code/ }), '10115');
    await userEvent.click(checkout());
    await waitFor(() => expect(createOrder).toHaveBeenCalled());
    const body = createOrder.mock.calls[0]?.[0] as CreateOrderRequest;
    expect(body).toMatchObject({ productType: 'prints_bundle', bundleType: 10, printSize: '13x18', totalAmount: expected.total, shippingCost: expected.shipping, currency: 'EUR', countryCode: 'DE' });
    expect(body.customerInfo.address).toEqual({ street: 'Hauptstr. 1', city: 'Berlin', postalCode: '10115', country: 'DE' });
    // Changing the size kept the count, so the buyer's choice (the 900 px photo out) stays.
    expect(body.photoIds).toHaveLength(5);
    expect(body.photoIds).not.toContain(photos[5]?.id);
  });

  it('without the geo lookup: the spec\'s pricing error, RO prices, and nothing can be bought', async () => {
    setup('RO', { geo: Promise.resolve({ country: 'RO', geoToken: null, failed: true }) });
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to load pricing. Please refresh the page.');
    await userEvent.type(screen.getByRole('textbox', { name: /Full Name/ }), 'Dan');
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'dan@example.com');
    expect(checkout()).toHaveProperty('disabled', true);
  });

  it('a refused order shows the Payment Error text and enables the button again', async () => {
    setup('RO', { api: { createOrder: () => Promise.reject(new ApiError({ status: 400, code: 'ORDER_PRICE_CHANGED', message: commerceMessages.ORDER_PRICE_CHANGED, fromServer: true })) } });
    await screen.findByRole('radio', { name: /RAW Archive/ });
    await userEvent.type(screen.getByRole('textbox', { name: /Full Name/ }), 'Dan');
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'dan@example.com');
    await userEvent.click(checkout());
    expect((await screen.findByRole('alert')).textContent).toContain(`Payment Error: ${commerceMessages.ORDER_PRICE_CHANGED}`);
    expect(checkout()).toHaveProperty('disabled', false);
  });
});

describe('PurchaseConfirmation', () => {
  const order = (patch: Partial<OrderView>): OrderView => ({
    id: 'o1',
    orderNumber: 'CND-261124-ABCDEFGH',
    orderType: 'post_event',
    productType: 'raw_archive',
    status: 'processing',
    eventTitle: 'Ana & Dan',
    customerInfo: { name: 'Dan Pop', email: 'dan@example.com' },
    subtotalAmount: 18000,
    shippingCost: 0,
    totalAmount: 18000,
    currency: 'RON',
    lines: [{ id: 'raw_archive', label: 'Raw archive (all photos, high resolution)', amount: 18000 }],
    createdAt: '2026-11-24T10:00:00.000Z',
    updatedAt: '2026-11-24T10:00:00.000Z',
    estimatedCompletion: '2-4 hours',
    actions: [],
    access: 'full',
    ...patch,
  });

  it('archive: every field, Download Ready, What Happens Next?, Need Help?, Back to Gallery', async () => {
    const onBack = vi.fn();
    render(<PurchaseConfirmation order={order({})} onBack={onBack} />);
    expect(screen.getByRole('heading', { level: 1, name: SUCCESS_TITLE })).toBeTruthy();
    for (const text of ['CND-261124-ABCDEFGH', 'Ana & Dan', 'Raw archive (all photos, high resolution)', 'Dan Pop']) expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByTestId('total-paid').textContent).toBe(formatMoney(18000, 'RON'));
    expect(screen.getByRole('heading', { name: 'Download Ready' })).toBeTruthy();
    expect(screen.getByText('The download link has been sent to dan@example.com.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What Happens Next?' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Need Help?' })).toBeTruthy();
    // The one support address (shared/support.ts), the same the staff sign-in and the e-mails show.
    expect(screen.getByRole('link', { name: DEFAULT_SUPPORT_EMAIL }).getAttribute('href')).toMatch(new RegExp(`^mailto:${DEFAULT_SUPPORT_EMAIL}\\?`));
    expect(screen.queryByText(/2-3 business days/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Gallery' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('prints: the address and the shipping promise, no Download Ready', () => {
    render(
      <PurchaseConfirmation
        order={order({ productType: 'prints_bundle', shippingCost: 6000, customerInfo: { name: 'Dan', email: 'd@example.com', address: { street: 'Hauptstr. 1', city: 'Berlin', postalCode: '10115', country: 'DE' } } })}
        onBack={() => {}}
      />,
    );
    expect(screen.getByText('Your prints will be shipped within 2-3 business days.')).toBeTruthy();
    expect(screen.getByText('Estimated delivery: 5-10 business days.')).toBeTruthy();
    expect(screen.getByText(/Hauptstr\. 1/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Download Ready' })).toBeNull();
  });
});

describe('the purchase screen in Romanian', () => {
  inRomanian();

  it('products, the summary and money in Romanian, with Romanian plurals', async () => {
    setup('RO');
    await screen.findByRole('heading', { level: 1, name: /^Cumpără fotografii/ });
    expect(await screen.findByText('Alege ce cumperi')).toBeTruthy();
    const summary = screen.getByTestId('order-summary');
    expect(summary.textContent).toContain('Arhivă completă (toate fotografiile, la rezoluție mare)');
    expect(screen.getByTestId('summary-total').textContent).toMatch(/^180,00\sRON$/);
    expect(screen.getByTestId('summary-shipping').textContent).toBe('Gratuită');
    for (const english of ['Choose what to buy', 'Order Summary', 'Secure Checkout', 'photos', 'Free']) expect(document.body.textContent).not.toContain(english);
  });
});

describe('PurchaseScreen once the archive is bought (issue 28.6)', () => {
  const BOUGHT: BoughtArchive = { orderNumber: 'CND-270101-ABCDEFGH', productType: 'raw_archive', status: 'completed', downloadUrl: 'https://candid.example/api/downloads/tok', downloadExpiresAt: '2028-01-01T00:00:00.000Z' };

  it('offers prints only, with the bought archive and its link', async () => {
    setup('RO', { archive: BOUGHT });
    const owned = await screen.findByTestId('archive-owned');
    expect(owned.textContent).toContain('You already bought the raw archive of this event (order CND-270101-ABCDEFGH). Prints can still be ordered.');
    expect(within(owned).getByRole('link', { name: 'Download the archive' }).getAttribute('href')).toBe(BOUGHT.downloadUrl);
    expect(screen.queryByRole('radio', { name: /RAW Archive/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: /Combo/i })).toBeNull();
    await waitFor(() => expect((screen.getByRole('radio', { name: /Prints Bundle/ }) as HTMLInputElement).checked).toBe(true));
  });

  describe('in Romanian', () => {
    inRomanian();
    it('says so in Romanian', async () => {
      setup('RO', { archive: BOUGHT });
      expect((await screen.findByTestId('archive-owned')).textContent).toContain('Ai cumpărat deja arhiva RAW a acestui eveniment (comanda CND-270101-ABCDEFGH).');
    });
  });
});
