// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestMessages as messages } from '#shared/guest-messages.js';
import { errorResponse, eventView, jsonResponse } from '../../testing/fixtures';
import { creatorKey } from '../../model/creator/creatorStore';
import { loadTexts } from '../../i18n/texts';
import { CreateEventScreen } from './CreateEventScreen';
import { inRomanian } from '../../testing/inRomanian';

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  const onCreated = vi.fn();
  render(<CreateEventScreen onCreated={onCreated} onBack={() => {}} />);
  return { user: userEvent.setup(), onCreated };
}

const field = (label: string | RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const submit = () => screen.getByRole<HTMLButtonElement>('button', { name: /Create Event|Creating event/ });

function stubFetch(answer: () => Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(answer);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sentBody = (fetchMock: ReturnType<typeof stubFetch>): unknown => JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));

describe('Create Event screen', () => {
  it('has every field of the spec with its label', () => {
    renderForm();
    for (const label of ['Event Title', 'Your Name (Organizer)', 'Event Type', 'Event Duration', 'Max Guests', 'Photos/Person', /Description/]) {
      expect(field(label)).toBeTruthy();
    }
    const durations = Array.from(field('Event Duration').querySelectorAll('option'), (o) => o.textContent);
    expect(durations[0]).toBe('30 minutes');
    expect(durations.at(-1)).toBe('3 days');
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('keeps Create Event disabled until title and organizer are filled', async () => {
    const { user } = renderForm();
    expect(submit().disabled).toBe(true);
    await user.type(field('Event Title'), 'Ana & Dan');
    expect(submit().disabled).toBe(true);
    await user.type(field('Your Name (Organizer)'), 'Ana');
    expect(submit().disabled).toBe(false);
  });

  it('shows the schema messages on the fields and sends nothing', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(500, {}));
    const { user } = renderForm();
    await user.type(field('Event Title'), '   ');
    await user.type(field('Your Name (Organizer)'), 'A');
    await user.clear(field('Max Guests'));
    await user.type(field('Max Guests'), '501');
    await user.click(submit());

    expect(await screen.findByText('Please enter an event title.')).toBeTruthy();
    expect(screen.getByText('Organizer name must be at least 2 characters.')).toBeTruthy();
    expect(screen.getByText(messages.MAX_GUESTS_RANGE)).toBeTruthy();
    expect(field('Event Title').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Event Title'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('photos from the library: off by default, sent as chosen (issue 19)', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(201, { event: eventView({ code: 'QWE789' }), creatorToken: 'creator-token' }));
    const { user, onCreated } = renderForm();
    await user.type(field('Event Title'), 'Ana & Dan');
    await user.type(field('Your Name (Organizer)'), 'Ana');
    const option = screen.getByRole<HTMLInputElement>('checkbox', { name: /photos from their phone's library/ });
    expect(option.checked).toBe(false);
    await user.click(option);
    await user.click(submit());
    await waitFor(() => expect(onCreated).toHaveBeenCalledOnce());
    expect(sentBody(fetchMock)).toMatchObject({ libraryPhotos: true });
  });

  it('sends 50 guests and 10 photos when those fields are left empty, and stores the creator credential', async () => {
    const event = eventView({ code: 'QWE789' });
    const fetchMock = stubFetch(async () => jsonResponse(201, { event, creatorToken: 'creator-token' }));
    const { user, onCreated } = renderForm();
    await user.type(field('Event Title'), ' Ana & Dan ');
    await user.type(field('Your Name (Organizer)'), 'Ana');
    await user.clear(field('Max Guests'));
    await user.clear(field('Photos/Person'));
    await user.click(submit());

    await waitFor(() => expect(onCreated).toHaveBeenCalledOnce());
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/events');
    expect(sentBody(fetchMock)).toEqual({
      title: 'Ana & Dan',
      organizerName: 'Ana',
      eventType: 'wedding',
      durationMinutes: 480,
      maxParticipants: 50,
      maxPhotosPerUser: 10,
      libraryPhotos: false,
      revealAfterEnd: false,
    });
    expect(onCreated.mock.calls[0]?.[0]).toMatchObject({ event, creatorToken: 'creator-token', organizerName: 'Ana' });
    expect(onCreated.mock.calls[0]?.[1]).toBe(true);
    expect(JSON.parse(localStorage.getItem(creatorKey('QWE789')) ?? 'null')).toMatchObject({ creatorToken: 'creator-token' });
  });

  it('shows "Failed to create event: {reason}" with the server message in a dismissible red banner', async () => {
    stubFetch(async () => errorResponse(500, 'CODE_GENERATION_FAILED', messages.CODE_GENERATION_FAILED));
    const { user, onCreated } = renderForm();
    await user.type(field('Event Title'), 'Ana & Dan');
    await user.type(field('Your Name (Organizer)'), 'Ana');
    await user.click(submit());

    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('Failed to create event: Failed to generate unique event code after multiple attempts.');
    expect(banner.className).toContain('banner--error');
    expect(submit().disabled).toBe(false);
    expect(onCreated).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts the server field messages on the fields too', async () => {
    stubFetch(async () => errorResponse(400, 'VALIDATION_FAILED', messages.VALIDATION_FAILED, { title: messages.TITLE_TOO_LONG }));
    const { user } = renderForm();
    await user.type(field('Event Title'), 'Ana & Dan');
    await user.type(field('Your Name (Organizer)'), 'Ana');
    await user.click(submit());

    expect((await screen.findByRole('alert')).textContent).toContain(`Failed to create event: ${messages.VALIDATION_FAILED}`);
    expect(screen.getByText(messages.TITLE_TOO_LONG)).toBeTruthy();
    expect(field('Event Title').getAttribute('aria-invalid')).toBe('true');
  });

  it('reports a network failure through the same banner', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { user } = renderForm();
    await user.type(field('Event Title'), 'Ana & Dan');
    await user.type(field('Your Name (Organizer)'), 'Ana');
    await user.click(submit());

    expect((await screen.findByRole('alert')).textContent).toContain(`Failed to create event: ${messages.NETWORK}`);
  });
});

describe('Create Event screen with a paid order (event-flow spec section 4)', () => {
  const paidOrder = (overrides: Record<string, unknown> = {}) => ({
    orderId: '01PAIDORDER',
    orderNumber: 'CND-261124-ABCDEFGH',
    customerEmail: 'Ana@Example.com',
    customerName: 'Ana Pop',
    productType: 'raw_archive',
    totalAmount: 14_900,
    currency: 'RON',
    timestamp: Date.now(),
    accessToken: 'order-token',
    orderType: 'pre_event',
    eventType: 'personal',
    eventSize: 'large',
    eventTitle: 'Ana & Dan',
    eventDate: '2026-12-20',
    organizerName: 'Ana',
    addOns: ['gallery_extension_7', 'print_bundle_25'],
    paid: true,
    ...overrides,
  });
  const remember = (order: Record<string, unknown>) => localStorage.setItem('aln_pending_order', JSON.stringify(order));

  it('shows Payment Successful! with the order, the guidance, the package and add-ons, and prefills the name and title', () => {
    remember(paidOrder());
    renderForm();
    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    expect(screen.getByText('CND-261124-ABCDEFGH')).toBeTruthy();
    expect(screen.getByText(/Personal event package/)).toBeTruthy();
    expect(
      screen.getByText("Welcome back! You've purchased a personal event package. Use the details below to create your lobby."),
    ).toBeTruthy();
    expect(screen.getByText('Large (personal)')).toBeTruthy();
    expect(screen.queryByText('personal-large')).toBeNull();
    expect(screen.getByText(/Gallery extension \+7 days/)).toBeTruthy();
    expect(field('Your Name (Organizer)').value).toBe('Ana');
    expect(field('Event Title').value).toBe('Ana & Dan');
    expect(field('Max Guests').value).toBe('1000');
    expect(field('Max Guests').max).toBe('1000');
  });

  it('creates with 500 guests, links the order with the creator credential and the order token, and removes the pending order', async () => {
    remember(paidOrder());
    const event = eventView({ id: '01EVENT', code: 'QWE789', maxParticipants: 500 });
    const fetchMock = stubFetch(async () => jsonResponse(201, { event, creatorToken: 'creator-token' }));
    fetchMock.mockImplementationOnce(async () => jsonResponse(201, { event, creatorToken: 'creator-token' }));
    fetchMock.mockImplementationOnce(async () => jsonResponse(200, { success: true, data: { orderId: '01PAIDORDER', eventId: '01EVENT' } }));
    const { user, onCreated } = renderForm();
    await user.clear(field('Max Guests'));
    await user.type(field('Max Guests'), '800');
    await user.click(submit());

    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(sentBody(fetchMock)).toMatchObject({ maxParticipants: 500, organizerName: 'Ana' });
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe('/api/link-order');
    expect(JSON.parse(String(init?.body))).toEqual({ orderId: '01PAIDORDER', eventId: '01EVENT', customerEmail: 'Ana@Example.com', maxParticipants: 800 });
    expect(init?.headers).toMatchObject({ authorization: 'Bearer creator-token', 'x-order-token': 'order-token' });
    const [creator] = onCreated.mock.calls[0] ?? [];
    expect(creator).toMatchObject({ linkedOrder: { orderId: '01PAIDORDER', orderNumber: 'CND-261124-ABCDEFGH' }, event: { maxParticipants: 800 } });
    expect(localStorage.getItem('aln_pending_order')).toBeNull();
  });

  it('a failed link is only a console warning: the event is created and the order stays on the device', async () => {
    remember(paidOrder({ eventSize: 'medium' }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const event = eventView({ id: '01EVENT', code: 'QWE789' });
    const fetchMock = stubFetch(async () => jsonResponse(201, { event, creatorToken: 'creator-token' }));
    fetchMock.mockImplementationOnce(async () => jsonResponse(201, { event, creatorToken: 'creator-token' }));
    fetchMock.mockImplementationOnce(async () => errorResponse(409, 'ORDER_STATUS_CONFLICT', 'conflict'));
    const { user, onCreated } = renderForm();
    expect(field('Max Guests').value).toBe('300');
    await user.click(submit());

    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(onCreated.mock.calls[0]?.[0]).not.toHaveProperty('linkedOrder');
    expect(warn).toHaveBeenCalledWith('link order failed', expect.anything());
    expect(localStorage.getItem('aln_pending_order')).not.toBeNull();
    warn.mockRestore();
  });

  it('shows no banner and links nothing for an unpaid or expired order', async () => {
    remember(paidOrder({ paid: false }));
    renderForm();
    expect(screen.queryByRole('heading', { name: 'Payment Successful!' })).toBeNull();
    expect(field('Your Name (Organizer)').value).toBe('');
    cleanup();
    remember(paidOrder({ timestamp: Date.now() - 25 * 3600_000 }));
    renderForm();
    expect(screen.queryByRole('heading', { name: 'Payment Successful!' })).toBeNull();
    expect(localStorage.getItem('aln_pending_order')).toBeNull();
  });
});

describe('Create Event screen in Romanian', () => {
  inRomanian();

  it('shows the form and its validation errors in Romanian, with durations in Romanian plurals', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(500, {}));
    render(<CreateEventScreen onCreated={() => {}} onBack={() => {}} />);
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Creează eveniment' })).toBeTruthy();
    const durations = Array.from(field('Durata evenimentului').querySelectorAll('option'), (o) => o.textContent);
    expect(durations[0]).toBe('30 de minute');
    expect(durations).toContain('2 ore');
    expect(durations.at(-1)).toBe('3 zile');
    expect(Array.from(field('Tipul evenimentului').querySelectorAll('option'), (o) => o.textContent)).toContain('Nuntă');

    await user.type(field('Titlul evenimentului'), '   ');
    await user.type(field('Numele tău (organizator)'), 'A');
    await user.clear(field('Număr maxim de invitați'));
    await user.type(field('Număr maxim de invitați'), '501');
    await user.click(screen.getByRole('button', { name: 'Creează evenimentul' }));

    expect(await screen.findByText('Introdu titlul evenimentului.')).toBeTruthy();
    expect(screen.getByText('Numele organizatorului trebuie să aibă cel puțin 2 caractere.')).toBeTruthy();
    expect(screen.getByText('Numărul maxim de invitați trebuie să fie un număr întreg între 5 și 500.')).toBeTruthy();
    expect(screen.queryByText('Please enter an event title.')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the paid order banner, its guidance and add-on names in Romanian (no English left)', async () => {
    await Promise.all([loadTexts('commerce', 'ro'), loadTexts('first', 'ro')]);
    localStorage.setItem(
      'aln_pending_order',
      JSON.stringify({
        orderId: '01PAIDORDER', orderNumber: 'CND-261124-ABCDEFGH', customerEmail: 'ana@example.com', customerName: 'Ana Pop',
        productType: 'raw_archive', totalAmount: 14_900, currency: 'RON', timestamp: Date.now(), accessToken: 'order-token',
        orderType: 'pre_event', eventType: 'personal', eventSize: 'large', eventTitle: 'Ana & Dan', eventDate: '2026-12-20',
        organizerName: 'Ana', addOns: ['gallery_extension_7', 'print_bundle_25'], paid: true,
      }),
    );
    render(<CreateEventScreen onCreated={() => {}} onBack={() => {}} />);
    expect(await screen.findByRole('heading', { name: 'Plată reușită!' })).toBeTruthy();
    expect(screen.getByText(/Bine ai revenit! Ai cumpărat un pachet de eveniment personal/)).toBeTruthy();
    const ro = await loadTexts('commerce', 'ro');
    const names = `${ro.products.addOns.gallery_extension_7.name}, ${ro.products.addOns.print_bundle_25.name}`;
    expect(screen.getByText(names)).toBeTruthy();
    expect(screen.getByText('Mare (personal)')).toBeTruthy();
    const body = document.body.textContent ?? '';
    for (const english of ['Payment Successful!', 'Welcome back!', 'Gallery extension +7 days', 'Print bundle (25 prints)', 'personal-large', 'Large (personal)']) {
      expect(body).not.toContain(english);
    }
    localStorage.removeItem('aln_pending_order');
  });

  it('says a failed create in Romanian, with the reason by its code', async () => {
    stubFetch(async () => errorResponse(409, 'EVENT_FULL', messages.EVENT_FULL));
    render(<CreateEventScreen onCreated={() => {}} onBack={() => {}} />);
    const user = userEvent.setup();
    await user.type(field('Titlul evenimentului'), 'Ana & Dan');
    await user.type(field('Numele tău (organizator)'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Creează evenimentul' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Evenimentul nu a putut fi creat: Evenimentul este plin.');
  });
});
