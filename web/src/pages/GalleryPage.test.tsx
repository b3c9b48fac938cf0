// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/messages';
import type { EventView } from '../../../shared/schemas/events';
import type { PhotoView } from '../../../shared/schemas/photos';
import { NEED_TO_JOIN, NO_EVENT_INFO } from '../screens/gallery/AccessRestricted';
import { ACCESS_EXPIRED_TITLE, CONTACT_ORGANIZER, PURCHASE_CHOICE } from '../screens/gallery/ExpiredView';
import { creatorKey } from '../model/creator/creatorStore';
import { saveSession } from '../model/session/sessionStore';
import { EventSocket } from '../realtime/EventSocket';
import { setSocketFactoryForTests } from '../realtime/eventChannel';
import { FakeWebSocket } from '../testing/fakeWebSocket';
import { errorResponse, eventView, fakeApi, jsonResponse, participantView, photoView } from '../testing/fixtures';
import { POLL_MS } from '../model/live-event/useLiveEvent';
import { savePendingOrder } from '../model/orders/pendingOrder';
import { savePurchaseReturn } from '../model/purchase/purchaseReturn';
import GalleryPage from './GalleryPage';

vi.mock('../screens/voting/VotingView', () => ({
  default: (props: { code: string; token: string; participantId: string; event: EventView; onExit: () => void }) => (
    <div>
      <p>
        Voting in {props.code} as {props.participantId} with {props.token} ({props.event.title})
      </p>
      <button type="button" onClick={props.onExit}>
        Exit voting
      </button>
    </div>
  ),
}));
vi.mock('../screens/awards/AwardsView', () => ({
  default: (props: { code: string; onViewGallery: () => void }) => (
    <button type="button" onClick={props.onViewGallery}>
      Awards of {props.code}
    </button>
  ),
}));

const ME = participantView({ id: 'p-dan', name: 'Dan' });
const photo = (n: number, extra: Partial<PhotoView> = {}) =>
  photoView({ id: `01J000000000000000000000${String(n).padStart(2, '0')}`, uploaderId: 'p-dan', uploaderName: 'Dan', ...extra });

function signIn() {
  saveSession({ eventId: 'e1', eventCode: 'ABC123', participantId: 'p-dan', userName: 'Dan', eventTitle: 'Ana & Dan', token: 'tok', creator: false });
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function MainPage() {
  const state = useLocation().state as { screen?: string } | null;
  return <p>Main page ({state?.screen ?? 'load'})</p>;
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/gallery" element={<GalleryPage />} />
        <Route path="/" element={<MainPage />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;
const cards = () => within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('article');
const listCalls = (api: ReturnType<typeof fakeApi>) => api.mock.calls.map(([url]) => String(url)).filter((u) => u.startsWith('/api/events/ABC123/photos'));

beforeEach(() => {
  localStorage.clear();
  FakeWebSocket.reset();
  setSocketFactoryForTests((options) => new EventSocket({ ...options, createSocket: (url) => new FakeWebSocket(url), random: () => 0 }));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  setSocketFactoryForTests(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('gallery access', () => {
  it.each(['/gallery', '/gallery?event=ABC123', '/gallery?user=Dan'])('%s: Access Restricted, you need to join an event first', (url) => {
    renderAt(url);
    expect(screen.getByRole('heading', { name: 'Access Restricted' })).toBeTruthy();
    expect(screen.getByText(NEED_TO_JOIN)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join an Event' }).getAttribute('href')).toBe('/');
  });

  it('without this device’s session of that person: no event information found', () => {
    signIn();
    renderAt('/gallery?event=ABC123&user=Someone');
    expect(screen.getByText(NO_EVENT_INFO)).toBeTruthy();
  });

  it('a removed guest is told so', async () => {
    signIn();
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/events/ABC123/me': () => errorResponse(403, 'KICKED', messages.KICKED) }));
    renderAt('/gallery?event=abc123&user=Dan');
    expect(await screen.findByText(messages.KICKED)).toBeTruthy();
  });
});

describe('gallery', () => {
  function stub(routes: Record<string, (init: RequestInit | undefined) => Response | Promise<Response>> = {}, event: Partial<EventView> = {}) {
    signIn();
    const api = fakeApi({
      'GET /api/events/ABC123/me': () => jsonResponse(200, { event: eventView({ photoCount: 2, ...event }), participant: ME }),
      'GET /api/events/ABC123/photos?mine=true': () => jsonResponse(200, { photos: [photo(2, { votes: { most_candid: 3, funniest_moment: 1 } }), photo(1)], nextCursor: null }),
      ...routes,
    });
    vi.stubGlobal('fetch', api);
    return api;
  }

  it('shows the header, My Photos with thumbnails, uploader, time, download and vote badges', async () => {
    stub();
    renderAt('/gallery?event=ABC123&user=Dan');
    expect(await screen.findByRole('heading', { name: 'Event Gallery' })).toBeTruthy();
    expect(screen.getByText('ABC123')).toBeTruthy();
    expect(screen.getByTestId('photo-count').textContent).toBe('2 photos');
    expect(screen.getByRole('tab', { name: 'My Photos' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(cards()).toHaveLength(2));
    const first = cards()[0]!;
    expect(first.querySelector('img')?.getAttribute('src')).toBe(photo(2).thumbnailUrl);
    expect(within(first).getByText('Dan')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Download photo by Dan' })).toBeTruthy();
    const badges = within(first).getByRole('list', { name: 'Votes' });
    expect(within(badges).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['📸Most Candid: 3', '😂Funniest Moment: 1']);
    expect(within(cards()[1]!).queryByRole('list', { name: 'Votes' })).toBeNull();
    // Waiting event: voting has not started.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Start Voting' }).disabled).toBe(true);
    expect(screen.getByRole('link', { name: /Back to Camera/ }).getAttribute('href')).toBe('/');
  });

  it('the event ending moves a guest with the lightbox open to the awards, live', async () => {
    stub();
    renderAt('/gallery?event=ABC123&user=Dan');
    await waitFor(() => expect(cards()).toHaveLength(2));
    await userEvent.click(within(cards()[0]!).getByRole('button', { name: /^Open photo by Dan/ }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await waitFor(() => expect(FakeWebSocket.created.length).toBeGreaterThan(0));
    const ws = FakeWebSocket.last();
    act(() => ws.open());
    await act(() => ws.receive({ messages: [{ type: 'event-updated', event: eventView({ status: 'completed', eventState: 'ended', photoCount: 2 }) }] }));
    expect(await screen.findByRole('button', { name: 'Awards of ABC123' })).toBeTruthy();
    expect(where()).toBe('/gallery?event=ABC123&user=Dan&view=awards');
  });

  it('the event ending reaches a guest whose socket is down by the polling fallback', async () => {
    let ended = false;
    stub({
      'GET /api/events/ABC123/me': () =>
        jsonResponse(200, { event: eventView(ended ? { status: 'completed', eventState: 'ended' } : { status: 'active', eventState: 'countdown' }), participant: ME }),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAt('/gallery?event=ABC123&user=Dan&tab=all');
    expect(await screen.findByRole('heading', { name: 'Event Gallery' })).toBeTruthy();
    ended = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_MS + 100);
    });
    await waitFor(() => expect(where()).toBe('/gallery?event=ABC123&user=Dan&view=awards'));
  });

  it('the event ending moves a guest from voting to the awards', async () => {
    stub();
    renderAt('/gallery?event=ABC123&user=Dan&view=voting');
    expect(await screen.findByText(/^Voting in ABC123/)).toBeTruthy();
    await waitFor(() => expect(FakeWebSocket.created.length).toBeGreaterThan(0));
    const ws = FakeWebSocket.last();
    act(() => ws.open());
    await act(() => ws.receive({ messages: [{ type: 'event-updated', event: eventView({ status: 'completed', eventState: 'ended' }) }] }));
    expect(await screen.findByRole('button', { name: 'Awards of ABC123' })).toBeTruthy();
  });

  it('the event ending moves the organizer from the gallery to the expired/purchase view', async () => {
    stub();
    localStorage.setItem(creatorKey('ABC123'), JSON.stringify({ event: eventView(), creatorToken: 'ct', organizerName: 'Dan', savedAt: '2025-06-01T10:00:00.000Z' }));
    renderAt('/gallery?event=ABC123&user=Dan&tab=all');
    await waitFor(() => expect(FakeWebSocket.created.length).toBeGreaterThan(0));
    const ws = FakeWebSocket.last();
    act(() => ws.open());
    await act(() => ws.receive({ messages: [{ type: 'event-updated', event: eventView({ status: 'completed', eventState: 'ended' }) }] }));
    await waitFor(() => expect(where()).toBe('/gallery?event=ABC123&user=Dan&view=expired'));
    expect(await screen.findByText(PURCHASE_CHOICE)).toBeTruthy();
  });

  it('after the end, the way back says where it goes: a guest goes to the main page, not a camera', async () => {
    stub({}, { status: 'completed', eventState: 'ended' });
    renderAt('/gallery?event=ABC123&user=Dan');
    expect(await screen.findByRole('heading', { name: 'Event Gallery' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Back to Camera/ })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: /Back to Main Page/ }));
    expect(screen.getByText('Main page (lobby)')).toBeTruthy();
  });

  it('All Photos reads everyone’s photos and stays in the address', async () => {
    const api = stub({ 'GET /api/events/ABC123/photos?mine=false': () => jsonResponse(200, { photos: [photo(3, { uploaderName: 'Ana' })], nextCursor: null }) });
    renderAt('/gallery?event=ABC123&user=Dan');
    await waitFor(() => expect(cards()).toHaveLength(2));
    await userEvent.click(screen.getByRole('tab', { name: 'All Photos' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(within(cards()[0]!).getByText('Ana')).toBeTruthy();
    expect(where()).toBe('/gallery?event=ABC123&user=Dan&tab=all');
    expect(listCalls(api)).toEqual(['/api/events/ABC123/photos?mine=true', '/api/events/ABC123/photos?mine=false']);
  });

  it('new photos arrive live: one re-read of the first page per quiet 300 ms, new ones on top', async () => {
    let page = { photos: [photo(2), photo(1)], nextCursor: null as string | null };
    const api = stub({ 'GET /api/events/ABC123/photos?mine=true': () => jsonResponse(200, page) });
    renderAt('/gallery?event=ABC123&user=Dan');
    await waitFor(() => expect(cards()).toHaveLength(2));
    // The first row has loaded, so the thumbnails below it get their sources.
    cards().forEach((c) => fireEvent.load(c.querySelector('img')!));
    await waitFor(() => expect(FakeWebSocket.created.length).toBeGreaterThan(0));
    const ws = FakeWebSocket.last();
    act(() => ws.open());

    vi.useFakeTimers({ shouldAdvanceTime: true });
    page = { photos: [photo(4), photo(3), photo(2), photo(1)], nextCursor: null };
    await act(() => ws.receive({ messages: [{ type: 'photo-added', photoId: photo(3).id, uploaderId: 'p-dan' }] }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    await act(() => ws.receive({ messages: [{ type: 'photo-added', photoId: photo(4).id, uploaderId: 'p-dan' }] }));
    // Another guest's photo is not "mine": no re-read for it.
    await act(() => ws.receive({ messages: [{ type: 'photo-added', photoId: 'x', uploaderId: 'p-ana' }] }));
    expect(listCalls(api)).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(listCalls(api)).toHaveLength(2);
    expect(cards().map((c) => c.querySelector('img')?.getAttribute('src'))).toEqual([4, 3, 2, 1].map((n) => photo(n).thumbnailUrl));
    expect(screen.getByTestId('photo-count').textContent).toBe('5 photos');
  });

  it("the header counts on from the server's photo-count (reveal after the end tells others only the number)", async () => {
    stub({ 'GET /api/events/ABC123/photos?mine=true': () => jsonResponse(200, { photos: [photo(2), photo(1)], nextCursor: null }) });
    renderAt('/gallery?event=ABC123&user=Dan');
    await waitFor(() => expect(cards()).toHaveLength(2));
    await waitFor(() => expect(FakeWebSocket.created.length).toBeGreaterThan(0));
    const ws = FakeWebSocket.last();
    act(() => ws.open());
    const before = screen.getByTestId('photo-count').textContent;
    await act(() => ws.receive({ messages: [{ type: 'photo-count', photoCount: 9 }] }));
    expect(screen.getByTestId('photo-count').textContent).toBe('9 photos');
    expect(before).not.toBe('9 photos');
    // Later announcements count on from it; a frame that carries the count already holds its own changes.
    await act(() => ws.receive({ messages: [{ type: 'photo-added', photoId: 'own-1', uploaderId: 'p-dan' }] }));
    expect(screen.getByTestId('photo-count').textContent).toBe('10 photos');
    await act(() => ws.receive({ messages: [{ type: 'photo-removed', photoId: 'x-1' }, { type: 'photo-count', photoCount: 8 }] }));
    expect(screen.getByTestId('photo-count').textContent).toBe('8 photos');
  });

  it('Error Loading Photos with Try Again', async () => {
    let fail = true;
    stub({
      'GET /api/events/ABC123/photos?mine=true': () =>
        fail ? errorResponse(500, 'INTERNAL', messages.INTERNAL) : jsonResponse(200, { photos: [photo(1)], nextCursor: null }),
    });
    renderAt('/gallery?event=ABC123&user=Dan');
    expect(await screen.findByRole('heading', { name: 'Error Loading Photos' })).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
  });

  it('empty states per tab', async () => {
    stub({ 'GET /api/events/ABC123/photos?mine=true': () => jsonResponse(200, { photos: [], nextCursor: null }) });
    renderAt('/gallery?event=ABC123&user=Dan');
    expect(await screen.findByRole('heading', { name: 'No photos yet' })).toBeTruthy();
    expect(screen.getByText('Photos you take with the camera show up here.')).toBeTruthy();
  });

  it('Load more follows the cursor and appends', async () => {
    stub({
      'GET /api/events/ABC123/photos?mine=true': () => jsonResponse(200, { photos: [photo(3), photo(2)], nextCursor: 'c1' }),
      'GET /api/events/ABC123/photos?mine=true&cursor=c1': () => jsonResponse(200, { photos: [photo(1)], nextCursor: null }),
    });
    renderAt('/gallery?event=ABC123&user=Dan');
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('a failed download says "Failed to download photo. Please try again."', async () => {
    stub({ [`GET ${photo(2).downloadUrl}`]: () => new Response('no', { status: 403 }) });
    renderAt('/gallery?event=ABC123&user=Dan');
    await waitFor(() => expect(cards()).toHaveLength(2));
    await userEvent.click(within(cards()[0]!).getByRole('button', { name: 'Download photo by Dan' }));
    expect((await screen.findByRole('alert')).textContent).toContain(messages.DOWNLOAD_FAILED);
  });

  it('a download saves the photo under a readable name', async () => {
    stub({ [`GET ${photo(2).downloadUrl}`]: () => new Response('jpeg', { status: 200, headers: { 'content-type': 'image/jpeg' } }) });
    const createUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:photo');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    renderAt('/gallery?event=ABC123&user=Dan');
    await waitFor(() => expect(cards()).toHaveLength(2));
    await userEvent.click(within(cards()[0]!).getByRole('button', { name: 'Download photo by Dan' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(createUrl).toHaveBeenCalled();
    expect(clicks[0]!.download).toBe('candid-ABC123-dan-00000002.jpg');
  });

  it('opens the lightbox on a photo and closes it with Escape', async () => {
    stub();
    renderAt('/gallery?event=ABC123&user=Dan');
    await waitFor(() => expect(cards()).toHaveLength(2));
    await userEvent.click(within(cards()[1]!).getByRole('button', { name: /^Open photo by Dan/ }));
    const dialog = screen.getByRole('dialog', { name: 'Photo by Dan' });
    expect(within(dialog).getByText('2 of 2')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(within(dialog).getByText('1 of 2')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the countdown clock shows HH:MM:SS while the event counts down; Start Voting opens voting (?view=voting)', async () => {
    const endsAt = new Date(Date.now() + (2 * 3600 + 5 * 60 + 9) * 1000 + 500).toISOString();
    stub({}, { status: 'active', eventState: 'countdown', startedAt: new Date().toISOString(), endsAt });
    renderAt('/gallery?event=ABC123&user=Dan');
    expect((await screen.findByRole('timer')).textContent).toMatch(/^02:05:(09|10)$/);
    await userEvent.click(screen.getByRole('button', { name: 'Start Voting' }));
    expect(await screen.findByText('Voting in ABC123 as p-dan with tok (Ana & Dan)')).toBeTruthy();
    expect(where()).toBe('/gallery?event=ABC123&user=Dan&view=voting');
    await userEvent.click(screen.getByRole('button', { name: 'Exit voting' }));
    expect(await screen.findByRole('heading', { name: 'Event Gallery' })).toBeTruthy();
    expect(where()).toBe('/gallery?event=ABC123&user=Dan');
  });

  it('an ended event offers the awards; ?view=awards renders them', async () => {
    stub({}, { status: 'completed', eventState: 'ended' });
    renderAt('/gallery?event=ABC123&user=Dan');
    await userEvent.click(await screen.findByRole('button', { name: 'View Awards' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Awards of ABC123' }));
    expect(await screen.findByRole('heading', { name: 'Event Gallery' })).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
  });
});

describe('expired gallery (spec "Expired gallery screen")', () => {
  const EXPIRED = { status: 'completed', eventState: 'ended', galleryExpired: true, galleryExpiresAt: '2025-06-06T10:00:00.000Z', photoCount: 7 } as const;

  function stubExpired(event: Partial<EventView> = EXPIRED, participant = ME) {
    signIn();
    const api = fakeApi({
      'GET /api/events/ABC123/me': () => jsonResponse(200, { event: eventView(event), participant }),
      'GET /api/events/ABC123/photos?mine=true': () => errorResponse(410, 'GALLERY_EXPIRED', messages.GALLERY_EXPIRED),
      'GET /api/events/ABC123/photos?mine=false': () => errorResponse(410, 'GALLERY_EXPIRED', messages.GALLERY_EXPIRED),
    });
    vi.stubGlobal('fetch', api);
    return api;
  }

  it('a guest after the 5 days: title, expiry date, Photos Captured, 5 Days Active, Gallery Access Expired; Back to Awards leads to the awards', async () => {
    stubExpired();
    renderAt('/gallery?event=ABC123&user=Dan');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana & Dan' })).toBeTruthy();
    expect(screen.getByTestId('gallery-expiry').textContent).toMatch(/^Gallery expired on .*2025/);
    const stats = screen.getByRole('list', { name: 'Event summary' });
    expect(stats.textContent).toContain('7 Photos Captured');
    expect(stats.textContent).toContain('5 Days Active');
    expect(screen.getByRole('heading', { name: ACCESS_EXPIRED_TITLE })).toBeTruthy();
    expect(screen.getByText(CONTACT_ORGANIZER)).toBeTruthy();
    expect(screen.queryByText(PURCHASE_CHOICE)).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    // The photo list is closed after the 5 days: the button says where it really goes.
    await userEvent.click(screen.getByRole('button', { name: 'Back to Awards' }));
    expect(await screen.findByRole('button', { name: 'Awards of ABC123' })).toBeTruthy();
    expect(where()).toBe('/gallery?event=ABC123&user=Dan&view=awards');
  });

  it('a bought gallery extension (+7 days) shows its later expiry date and 12 Days Active', async () => {
    stubExpired({ ...EXPIRED, galleryExpiresAt: '2025-06-13T10:00:00.000Z' });
    renderAt('/gallery?event=ABC123&user=Dan');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana & Dan' })).toBeTruthy();
    expect(screen.getByTestId('gallery-expiry').textContent).toMatch(/13.*2025|2025.*13/);
    expect(screen.getByRole('list', { name: 'Event summary' }).textContent).toContain('12 Days Active');
  });

  it('voting after the 5 days shows the expired view too', async () => {
    stubExpired();
    renderAt('/gallery?event=ABC123&user=Dan&view=voting');
    expect(await screen.findByRole('heading', { name: ACCESS_EXPIRED_TITLE })).toBeTruthy();
  });

  it('a 410 GALLERY_EXPIRED on the photo list (the event read just before the expiry) shows the expired view', async () => {
    stubExpired({ ...EXPIRED, galleryExpired: false });
    renderAt('/gallery?event=ABC123&user=Dan');
    expect(await screen.findByRole('heading', { name: ACCESS_EXPIRED_TITLE })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Error Loading Photos' })).toBeNull();
  });

  it('the organizer (creator participant) is offered the purchase choice, which opens the purchase screen', async () => {
    stubExpired(EXPIRED, participantView({ id: 'p-dan', name: 'Dan', isCreator: true }));
    renderAt('/gallery?event=ABC123&user=Dan');
    expect(await screen.findByText(PURCHASE_CHOICE)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: ACCESS_EXPIRED_TITLE })).toBeNull();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Purchase Photos', 'Back to Awards']);
    await userEvent.click(screen.getByRole('button', { name: 'Purchase Photos' }));
    await waitFor(() => expect(where()).toBe('/gallery?event=ABC123&user=Dan&view=purchase'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Purchase Photos - Ana & Dan' })).toBeTruthy();
  });

  it('plain /gallery after paying (the payment pages send post-event buyers there) opens the confirmation of that purchase', async () => {
    const api = stubExpired(EXPIRED, participantView({ id: 'p-dan', name: 'Dan', isCreator: true }));
    const order = {
      id: 'o1', orderNumber: 'CND-261124-ABCDEFGH', orderType: 'post_event', productType: 'raw_archive', status: 'processing', eventTitle: 'Ana & Dan',
      customerInfo: { name: 'Dan Pop', email: 'dan@example.com' }, subtotalAmount: 18000, shippingCost: 0, totalAmount: 18000, currency: 'RON',
      lines: [{ id: 'raw_archive', label: 'Raw archive (all photos, high resolution)', amount: 18000 }], createdAt: '2026-11-24T10:00:00.000Z',
      updatedAt: '2026-11-24T10:00:00.000Z', estimatedCompletion: '2-4 hours', actions: [], access: 'full',
    };
    const routes = { 'GET /api/orders/o1': () => jsonResponse(200, { success: true, order }) };
    const fallback = api.getMockImplementation();
    api.mockImplementation(async (input, init) => (String(input) === '/api/orders/o1' ? routes['GET /api/orders/o1']() : (fallback as typeof fetch)(input, init)));
    savePendingOrder({ orderId: 'o1', orderNumber: order.orderNumber, customerEmail: 'dan@example.com', customerName: 'Dan Pop', productType: 'raw_archive', totalAmount: 18000, currency: 'RON', timestamp: Date.now(), accessToken: 'otok', orderType: 'post_event', paid: true });
    savePurchaseReturn({ orderId: 'o1', eventCode: 'ABC123', userName: 'Dan', timestamp: Date.now() });
    renderAt('/gallery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Purchase Successful!' })).toBeTruthy();
    expect(where()).toBe('/gallery?event=ABC123&user=Dan&view=confirmation');
    const call = api.mock.calls.find(([input]) => String(input) === '/api/orders/o1');
    expect(new Headers(call?.[1]?.headers).get('x-order-token')).toBe('otok');
    expect(screen.getByText('CND-261124-ABCDEFGH')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Gallery' }));
    // The gallery is closed after the 5 days: the expired view with the purchase choice.
    expect(await screen.findByText(PURCHASE_CHOICE)).toBeTruthy();
  });

  it('a guest asking for the purchase screen after the 5 days gets Gallery Access Expired, no purchase option', async () => {
    stubExpired();
    renderAt('/gallery?event=ABC123&user=Dan&view=purchase');
    expect(await screen.findByRole('heading', { name: ACCESS_EXPIRED_TITLE })).toBeTruthy();
    expect(screen.queryByText(PURCHASE_CHOICE)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Purchase Photos' })).toBeNull();
    expect(screen.queryByRole('heading', { name: /^Purchase Photos/ })).toBeNull();
  });

  it('the organizer’s purchase view at the end (before expiry): Free gallery until …; Back to Gallery returns to the gallery', async () => {
    signIn();
    // This device holds the creator credential (the organizer's phone).
    localStorage.setItem(creatorKey('ABC123'), JSON.stringify({ event: eventView(), creatorToken: 'ct', organizerName: 'Dan', savedAt: '2025-06-01T10:00:00.000Z' }));
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/events/ABC123/me': () => jsonResponse(200, { event: eventView({ status: 'completed', eventState: 'ended', photoCount: 2 }), participant: ME }),
        'GET /api/events/ABC123/photos?mine=true': () => jsonResponse(200, { photos: [photo(2), photo(1)], nextCursor: null }),
      }),
    );
    renderAt('/gallery?event=ABC123&user=Dan&view=expired');
    expect(await screen.findByText(PURCHASE_CHOICE)).toBeTruthy();
    expect(screen.getByText('Event Ended')).toBeTruthy();
    expect(screen.getByTestId('gallery-expiry').textContent).toMatch(/^Free gallery until /);
    await userEvent.click(screen.getByRole('button', { name: 'Back to Gallery' }));
    expect(await screen.findByRole('heading', { name: 'Event Gallery' })).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(2));
  });

  it('a guest asking for ?view=expired before the expiry gets the gallery', async () => {
    signIn();
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/events/ABC123/me': () => jsonResponse(200, { event: eventView({ photoCount: 1 }), participant: ME }),
        'GET /api/events/ABC123/photos?mine=true': () => jsonResponse(200, { photos: [photo(1)], nextCursor: null }),
      }),
    );
    renderAt('/gallery?event=ABC123&user=Dan&view=expired');
    expect(await screen.findByRole('heading', { name: 'Event Gallery' })).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(1));
  });

  it('an event that expired without ever ending: guests go back to the main page (nothing of the event is readable)', async () => {
    stubExpired({ galleryExpired: true, photoCount: 0 });
    renderAt('/gallery?event=ABC123&user=Dan');
    await userEvent.click(await screen.findByRole('button', { name: 'Back to Main Page' }));
    expect(await screen.findByText('Main page (lobby)')).toBeTruthy();
  });
});
