// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestMessages as messages } from '#shared/guest-messages.js';
import type { EventView } from '#shared/schemas/events.js';
import type { ParticipantView } from '#shared/schemas/participants.js';
import { CAMERA_MESSAGES, composePhoto, openCamera, restartCamera, type CameraFacing, type CameraHandle, type ComposedPhoto } from '../../../camera';
import { errorResponse, eventView, jsonResponse, participantView, photoView } from '../../../testing/fixtures';
import { saveSession, type EventSession } from '../../../model/session/sessionStore';
import { PHOTO_SYNC_INTERVAL_MS } from '../../../model/upload/photoCount';
import { resetPersistRequest } from '../../../model/upload/photoStorage';
import { resetPhotoQueues } from '../../../model/upload/usePhotoQueue';
import { sharedQueueStore } from '../../../model/upload/photoQueues';
import { CameraPanel } from './CameraPanel';
import eventEn from '../../../i18n/catalogues/event/en';
import { inRomanian } from '../../../testing/inRomanian';

const { keepOpen: KEEP_OPEN_MESSAGE, storageFull: STORAGE_FULL_MESSAGE } = eventEn.camera.upload;

vi.mock('../../../camera', async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>();
  return { ...actual, openCamera: vi.fn(), restartCamera: vi.fn(), composePhoto: vi.fn() };
});

const PHOTO_ID = '01J00000000000000000000001';
const openMock = vi.mocked(openCamera);
const restartMock = vi.mocked(restartCamera);
const composeMock = vi.mocked(composePhoto);

function handle(video: HTMLVideoElement | undefined, facing: CameraFacing = 'environment'): CameraHandle {
  let live = true;
  const track = { addEventListener: vi.fn(), readyState: 'live' };
  return {
    video: video ?? document.createElement('video'),
    stream: { getVideoTracks: () => [track], getTracks: () => [track] } as unknown as MediaStream,
    settings: {},
    facing,
    isLive: () => live,
    stop: vi.fn(() => {
      live = false;
    }),
  };
}

const jpeg = (size: number, width = 1080, height = 1248) => ({
  blob: new Blob([new Uint8Array(size)], { type: 'image/jpeg' }),
  width,
  height,
  quality: 0.88,
  scale: 1,
  attempts: 1,
  withinTarget: true,
});
const composed = (): ComposedPhoto =>
  ({ polaroid: jpeg(1000), raw: jpeg(3000, 1920, 1080), thumbnail: jpeg(200, 480, 555), seed: 1, settings: {}, timings: {} }) as unknown as ComposedPhoto;

const put = (kind: string) => ({ url: `https://bucket.example/${kind}`, headers: { 'content-type': 'image/jpeg' } });
const slotAnswer = () =>
  jsonResponse(201, { photoId: PHOTO_ID, uploads: { polaroid: put('polaroid'), raw: put('raw'), thumbnail: put('thumbnail') }, expiresAt: '2025-06-01T12:15:00.000Z' });

interface Api {
  slot: () => Response | Promise<Response>;
  me?: () => Response;
  put?: () => Response | Promise<Response>;
}
function stubApi(api: Api) {
  const mock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (method === 'POST' && url === '/api/events/ABC123/photos') return api.slot();
    if (method === 'PUT' && url.startsWith('https://bucket.example/')) return api.put?.() ?? new Response(null, { status: 200 });
    if (method === 'POST' && url === `/api/events/ABC123/photos/${PHOTO_ID}/confirm`) return jsonResponse(200, { photo: photoView({ id: PHOTO_ID }) });
    if (method === 'GET' && url === '/api/events/ABC123/me' && api.me) return api.me();
    return jsonResponse(599, { error: { code: 'UNEXPECTED', message: `${method} ${url}` } });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

let session: EventSession;

function renderPanel(event: EventView = eventView({ maxPhotosPerUser: 5 }), participant: ParticipantView = participantView({ id: 'p-dan', name: 'Dan' })) {
  return render(
    <MemoryRouter>
      <input aria-label="Some field" />
      <CameraPanel session={session} event={event} participant={participant} connecting={false} />
    </MemoryRouter>,
  );
}

const shutter = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Take photo' });
const badgeText = () => screen.getByTestId('photos-left').textContent;
async function streaming() {
  await waitFor(() => expect(shutter().disabled).toBe(false));
}

beforeEach(() => {
  localStorage.clear();
  session = saveSession({ eventId: eventView().id, eventCode: 'ABC123', participantId: 'p-dan', userName: 'Dan', eventTitle: 'Ana & Dan', token: 'tok', creator: false });
  openMock.mockReset().mockImplementation(async (options = {}) => handle(options.video, options.facing));
  restartMock.mockReset().mockImplementation(async (previous, options = {}) => {
    previous?.stop();
    return handle(options.video ?? previous?.video, options.facing ?? previous?.facing);
  });
  composeMock.mockReset().mockResolvedValue(composed());
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:polaroid');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
beforeEach(() => {
  // The screen logs failures for the developer; the tests check what the guest sees.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
/** Gives jsdom's navigator a property for one test (storage, serviceWorker). */
const navigatorProps: string[] = [];
function onNavigator(name: string, value: unknown): void {
  Object.defineProperty(navigator, name, { value, configurable: true });
  navigatorProps.push(name);
}

afterEach(() => {
  cleanup();
  for (const name of navigatorProps.splice(0)) Reflect.deleteProperty(navigator, name);
  resetPersistRequest();
  resetPhotoQueues();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('camera screen', () => {
  it('the shutter waits for the camera; capture shows "Your Polaroid"; Retake restarts the camera and uses nothing', async () => {
    let open: (h: CameraHandle) => void = () => {};
    openMock.mockImplementationOnce((options = {}) => new Promise((resolve) => (open = () => resolve(handle(options.video)))));
    stubApi({ slot: slotAnswer });
    renderPanel();
    expect(shutter().disabled).toBe(true);
    expect(screen.getByText('Starting camera…')).toBeTruthy();
    act(() => open(handle(undefined)));
    await streaming();

    await userEvent.click(shutter());
    const review = await screen.findByRole('region', { name: 'Your Polaroid' });
    expect(within(review).getByRole<HTMLImageElement>('img').src).toBe('blob:polaroid');
    expect(composeMock).toHaveBeenCalledWith(expect.any(HTMLVideoElement), expect.objectContaining({ mirror: false }));
    expect(document.activeElement?.textContent).toBe('Your Polaroid');

    await userEvent.click(within(review).getByRole('button', { name: 'Retake' }));
    expect(screen.queryByRole('region', { name: 'Your Polaroid' })).toBeNull();
    expect(restartMock).toHaveBeenCalledTimes(1);
    expect(badgeText()).toBe('5 photos left');
    await streaming();
  });

  it('Keep: the count goes down at once, the photo waits in the queue, uploads, then a success banner for 3 seconds', async () => {
    let answer: (r: Response) => void = () => {};
    const api = stubApi({ slot: () => new Promise((resolve) => (answer = resolve)) });
    renderPanel();
    await streaming();
    await userEvent.click(shutter());
    await userEvent.click(await screen.findByRole('button', { name: 'Keep Photo' }));
    expect(badgeText()).toBe('4 photos left');
    expect(await screen.findByText('1 waiting to upload')).toBeTruthy();
    // The shutter keeps working while the upload runs (issue #13).
    await streaming();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => answer(slotAnswer()));
    expect(await screen.findByText(/Photo uploaded!/)).toBeTruthy();
    expect(badgeText()).toBe('4 photos left');
    const puts = api.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts.map(([url]) => url)).toEqual(['https://bucket.example/polaroid', 'https://bucket.example/raw', 'https://bucket.example/thumbnail']);
    await streaming();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(screen.queryByText(/Photo uploaded!/)).toBeNull();
    // The device's photo session remembers the photo and the count.
    const stored = JSON.parse(localStorage.getItem('candid:photo-session') ?? '{}') as { photosRemaining: number; photosTaken: { id: string }[] };
    expect(stored.photosRemaining).toBe(4);
    expect(stored.photosTaken.map((p) => p.id)).toEqual([PHOTO_ID]);
  });

  it.each([
    [errorResponse(413, 'PHOTO_TOO_LARGE', messages.PHOTO_TOO_LARGE), 'Photo file too large. Please try taking the photo again with lower quality.'],
    [errorResponse(400, 'PHOTO_INVALID', 'bad jpeg'), 'Invalid photo data. Please try taking the photo again.'],
    [new Response('<html>', { status: 418, statusText: "I'm a teapot" }), "Upload failed: 418 I'm a teapot"],
  ])('a refused upload restores the count, says the spec message and keeps the photo to save (%#)', async (response, message) => {
    stubApi({ slot: () => response });
    renderPanel();
    await streaming();
    await userEvent.click(shutter());
    await userEvent.click(await screen.findByRole('button', { name: 'Keep Photo' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(badgeText()).toBe('5 photos left');
    const save = await within(alert).findByRole<HTMLAnchorElement>('link', { name: 'Save to phone' });
    expect(save.getAttribute('href')).toBe('blob:polaroid');
    expect(save.getAttribute('download')).toMatch(/^candid-.*\.jpg$/);
    await streaming();
    await userEvent.click(within(alert).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a server error keeps the photo waiting (the count stays down) and it is sent again later with the same clientId', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let down = true;
    const api = stubApi({ slot: () => (down ? new Response('oops', { status: 502, statusText: 'Bad Gateway' }) : slotAnswer()) });
    renderPanel();
    await streaming();
    await userEvent.click(shutter());
    await userEvent.click(await screen.findByRole('button', { name: 'Keep Photo' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000);
    });
    expect(screen.getByText('1 waiting to upload')).toBeTruthy();
    // Spec section 8: the failed try is said while the queue waits to try again.
    expect(screen.getByText('Upload failed, retrying')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(badgeText()).toBe('4 photos left');
    down = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText(/Photo uploaded!/)).toBeTruthy();
    expect(screen.queryByText('Upload failed, retrying')).toBeNull();
    expect(badgeText()).toBe('4 photos left');
    const slotBodies = api.mock.calls
      .filter(([url, init]) => url === '/api/events/ABC123/photos' && init?.method === 'POST')
      .map(([, init]) => (JSON.parse(String(init?.body)) as { clientId: string }).clientId);
    expect(slotBodies.length).toBeGreaterThan(1);
    expect(new Set(slotBodies).size).toBe(1);
  });

  it('a flaky network (slot granted, PUTs cut) tried again and again: the photo counts once, not once per try', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let cut = true;
    stubApi({ slot: slotAnswer, put: () => (cut ? Promise.reject(new TypeError('Failed to fetch')) : new Response(null, { status: 200 })) });
    renderPanel();
    await streaming();
    await userEvent.click(shutter());
    await userEvent.click(await screen.findByRole('button', { name: 'Keep Photo' }));
    for (let i = 0; i < 3; i += 1) {
      // Each try asks for the slot again (same clientId) and gets the one it holds; its PUTs fail again.
      await act(async () => {
        window.dispatchEvent(new Event('online'));
        await vi.advanceTimersByTimeAsync(4000);
      });
      expect(screen.getByText('1 waiting to upload')).toBeTruthy();
      expect(badgeText()).toBe('4 photos left');
    }
    cut = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText(/Photo uploaded!/)).toBeTruthy();
    expect(badgeText()).toBe('4 photos left');
  });

  it('offline: says so, keeps taking photos and counts the waiting ones', async () => {
    stubApi({ slot: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderPanel();
    await streaming();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText(/^Offline\./)).toBeTruthy();
    for (const left of ['4 photos left', '3 photos left']) {
      await userEvent.click(shutter());
      await userEvent.click(await screen.findByRole('button', { name: 'Keep Photo' }));
      await waitFor(() => expect(badgeText()).toBe(left));
      await streaming();
    }
    expect(await screen.findByText('2 waiting to upload')).toBeTruthy();
    // No Background Sync here (as on iOS Safari): the guest is told to keep Candid open.
    expect(screen.getByTestId('keep-open').textContent).toBe(KEEP_OPEN_MESSAGE);
  });

  it('where Background Sync finishes the queue (Chromium), no "keep Candid open"; it asks for a sync when a photo is kept', async () => {
    const register = vi.fn(async () => undefined);
    onNavigator('serviceWorker', { ready: Promise.resolve({ sync: { register } }), addEventListener: vi.fn() });
    vi.stubGlobal('SyncManager', class {});
    stubApi({ slot: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderPanel();
    await streaming();
    await userEvent.click(shutter());
    await userEvent.click(await screen.findByRole('button', { name: 'Keep Photo' }));
    expect(await screen.findByText('1 waiting to upload')).toBeTruthy();
    expect(screen.queryByTestId('keep-open')).toBeNull();
    await waitFor(() => expect(register).toHaveBeenCalledWith('photo-queue'));
  });

  it('storage nearly full is said before the shutter; the first kept photo asks for persistent storage', async () => {
    const persist = vi.fn(async () => true);
    onNavigator('storage', { estimate: async () => ({ quota: 50_000_000, usage: 40_000_000 }), persist, persisted: async () => false });
    stubApi({ slot: slotAnswer });
    renderPanel();
    expect((await screen.findByTestId('storage-trouble')).textContent).toBe(STORAGE_FULL_MESSAGE);
    await streaming();
    expect(persist).not.toHaveBeenCalled();
    await userEvent.click(shutter());
    await userEvent.click(await screen.findByRole('button', { name: 'Keep Photo' }));
    await waitFor(() => expect(persist).toHaveBeenCalledTimes(1));
  });

  it('a browser that keeps nothing (private mode, site data blocked): said before the shutter, and a kept photo still says "Photo uploaded!"', async () => {
    vi.stubGlobal('indexedDB', {
      open: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    stubApi({ slot: slotAnswer });
    renderPanel();
    expect((await screen.findByTestId('storage-trouble')).textContent).toBe(eventEn.camera.upload.storageUnavailable);
    await streaming();
    await userEvent.click(shutter());
    await userEvent.click(await screen.findByRole('button', { name: 'Keep Photo' }));
    expect(await screen.findByText(/Photo uploaded!/)).toBeTruthy();
    expect(screen.queryByText('1 waiting to upload')).toBeNull();
    expect(badgeText()).toBe('4 photos left');
  });

  it('enough storage: no storage notice', async () => {
    onNavigator('storage', { estimate: async () => ({ quota: 5_000_000_000, usage: 1_000_000 }) });
    stubApi({ slot: slotAnswer });
    renderPanel();
    await streaming();
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('storage-trouble')).toBeNull();
  });

  it('quota used up on the server: nothing is left and the shutter says why', async () => {
    stubApi({ slot: () => errorResponse(409, 'PHOTO_QUOTA_REACHED', messages.PHOTO_QUOTA_REACHED) });
    renderPanel();
    await streaming();
    await userEvent.click(shutter());
    await userEvent.click(await screen.findByRole('button', { name: 'Keep Photo' }));
    await screen.findByRole('alert');
    expect(badgeText()).toBe('0 photos left');
    expect(screen.getByTestId('photos-left').className).toContain('badge--low');
    await waitFor(() => expect(restartMock).toHaveBeenCalled());
    expect(shutter().disabled).toBe(true);
    expect(document.getElementById(shutter().getAttribute('aria-describedby') ?? '')?.textContent).toBe(messages.PHOTO_QUOTA_REACHED);
  });

  it('with no photos left the shutter is disabled even while the camera streams', async () => {
    stubApi({ slot: slotAnswer });
    renderPanel(eventView({ maxPhotosPerUser: 3 }), participantView({ id: 'p-dan', name: 'Dan', photosTaken: 3 }));
    await waitFor(() => expect(openMock).toHaveBeenCalled());
    await act(async () => {});
    expect(shutter().disabled).toBe(true);
    expect(badgeText()).toBe('0 photos left');
  });

  it('maps a camera error with cameraErrorMessage and offers Try Again', async () => {
    openMock.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    stubApi({ slot: slotAnswer });
    renderPanel();
    expect((await screen.findByRole('alert')).textContent).toContain(CAMERA_MESSAGES.PERMISSION_DENIED);
    expect(shutter().disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await streaming();
  });

  it('a refused camera is no dead end: the gallery, and voting while it is open (issue 11.5)', async () => {
    openMock.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    stubApi({ slot: slotAnswer });
    renderPanel(eventView({ maxPhotosPerUser: 5, status: 'active', eventState: 'countdown' }));
    await screen.findByRole('alert');
    const gallery = new URL(screen.getByRole('link', { name: 'Open the Gallery' }).getAttribute('href') ?? '', 'https://candid.test');
    expect(gallery.pathname).toBe('/gallery');
    expect(gallery.searchParams.get('user')).toBe('Dan');
    const voting = new URL(screen.getByRole('link', { name: 'Vote on Photos' }).getAttribute('href') ?? '', 'https://candid.test');
    expect(voting.searchParams.get('view')).toBe('voting');
  });

  it('the front/back switch sits with the shutter and turns the camera around', async () => {
    stubApi({ slot: slotAnswer });
    renderPanel();
    await streaming();
    const calls = openMock.mock.calls.length + restartMock.mock.calls.length;
    const flip = screen.getByRole('button', { name: /^Switch to (front|back) camera$/ });
    const before = flip.getAttribute('aria-label');
    await userEvent.click(flip);
    expect(screen.getByRole('button', { name: /^Switch to (front|back) camera$/ }).getAttribute('aria-label')).not.toBe(before);
    expect(openMock.mock.calls.length + restartMock.mock.calls.length).toBeGreaterThan(calls);
  });

  it('a failed restart shows "Camera restart failed: {reason}" for 5 s with Restart Camera and Dismiss', async () => {
    stubApi({ slot: slotAnswer });
    renderPanel();
    await streaming();
    await userEvent.click(shutter());
    restartMock.mockRejectedValueOnce(new DOMException('Could not start video source', 'NotReadableError'));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Retake' }));
    expect(await screen.findByText('Camera restart failed: Could not start video source')).toBeTruthy();
    expect(screen.getByText(CAMERA_MESSAGES.IN_USE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4900);
    });
    expect(screen.queryByText(/Camera restart failed/)).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(screen.queryByText(/Camera restart failed/)).toBeNull();

    // Restart Camera (from a second failure) tries again.
    restartMock.mockRejectedValueOnce(new DOMException('still busy', 'NotReadableError'));
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await streaming();
    await userEvent.click(shutter());
    await userEvent.click(await screen.findByRole('button', { name: 'Retake' }));
    await screen.findByText('Camera restart failed: still busy');
    await userEvent.click(screen.getByRole('button', { name: 'Restart Camera' }));
    await streaming();
    expect(screen.queryByText(/Camera restart failed/)).toBeNull();
  });

  it('arrow keys cycle the filters and R resets, but not while typing in a field', async () => {
    stubApi({ slot: slotAnswer });
    renderPanel();
    await streaming();
    const pressed = () => screen.getByRole('group', { name: 'Quick filters' }).querySelector('[aria-pressed="true"]')?.textContent;
    expect(pressed()).toBe('Original');
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(pressed()).toBe('B&W');
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(pressed()).toBe('Vintage');
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Some field' }), { key: 'ArrowRight' });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Some field' }), { key: 'r' });
    expect(pressed()).toBe('Vintage');
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    // Wraps round from Original to the last filter (Contrast, not on the quick strip).
    expect(pressed()).toBeUndefined();
    expect(document.querySelector('.camera__caption')?.textContent).toBe('Filter: Contrast');
    fireEvent.keyDown(document.body, { key: 'R' });
    expect(pressed()).toBe('Original');
    // The preview shows the look (a CSS filter on the <video>).
    await userEvent.click(screen.getByRole('button', { name: 'B&W' }));
    expect(document.querySelector('video')?.style.filter).toContain('grayscale(1)');
  });

  it('the settings panel has the four groups; switching to the front camera restarts it, mirrored', async () => {
    stubApi({ slot: slotAnswer });
    renderPanel();
    await streaming();
    await userEvent.click(screen.getByRole('button', { name: 'Camera settings' }));
    const panel = await screen.findByRole('dialog', { name: 'Camera Settings' });
    for (const group of ['Polaroid Filters', 'Frame Style', 'Aging Effects', 'Camera Options']) {
      expect(within(panel).getByRole('group', { name: group })).toBeTruthy();
    }
    expect(within(panel).getAllByRole('checkbox')).toHaveLength(8);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Close settings');
    await userEvent.click(within(panel).getByRole('radio', { name: 'Front camera' }));
    expect(restartMock).toHaveBeenLastCalledWith(expect.anything(), expect.objectContaining({ facing: 'user' }));
    expect(document.querySelector('video')?.className).toContain('camera__video--mirror');
    await userEvent.click(within(panel).getByRole('radio', { name: 'Retro' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(localStorage.getItem('candid:camera:settings') ?? '{}')).toMatchObject({ frameStyle: 'retro' });
    expect(localStorage.getItem('candid:camera:facing')).toBe('user');
  });

  it('re-syncs the count from the server every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let taken = 0;
    const api = stubApi({
      slot: slotAnswer,
      me: () => jsonResponse(200, { event: eventView({ maxPhotosPerUser: 5 }), participant: participantView({ id: 'p-dan', name: 'Dan', photosTaken: taken }) }),
    });
    renderPanel();
    await streaming();
    taken = 3;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PHOTO_SYNC_INTERVAL_MS);
    });
    expect(api.mock.calls.some(([url]) => url === '/api/events/ABC123/me')).toBe(true);
    await waitFor(() => expect(badgeText()).toBe('2 photos left'));
  });

  it('polled (the socket down): each re-read of the event re-syncs the count, even when the server\'s figure did not move', async () => {
    const event = eventView({ maxPhotosPerUser: 5 });
    const panel = (participant: ParticipantView) => (
      <MemoryRouter>
        <CameraPanel session={session} event={event} participant={participant} connecting={false} live={false} />
      </MemoryRouter>
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // A re-read of the event that comes after the photo counted as slotted may have been sent before: the count
    // then reads the caller again (the server counts one photo taken).
    const me = () => jsonResponse(200, { event, participant: participantView({ id: 'p-dan', name: 'Dan', photosTaken: 1 }) });
    stubApi({ slot: () => Promise.reject(new TypeError('Failed to fetch')), me });
    const view = render(panel(participantView({ id: 'p-dan', name: 'Dan', photosTaken: 0 })));
    await streaming();
    await userEvent.click(shutter());
    await userEvent.click(await screen.findByRole('button', { name: 'Keep Photo' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000);
    });
    expect(screen.getByText('1 waiting to upload')).toBeTruthy();
    // The service worker's Background Sync sent it meanwhile (it left the device queue) and the 10-second
    // re-read says so; then this page's runner finds it gone.
    const [kept] = await sharedQueueStore().all();
    await sharedQueueStore().remove(kept!.clientId);
    view.rerender(panel(participantView({ id: 'p-dan', name: 'Dan', photosTaken: 1 })));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByText('1 waiting to upload')).toBeNull());
    // The next re-read: the server still counts one photo taken, four left.
    view.rerender(panel(participantView({ id: 'p-dan', name: 'Dan', photosTaken: 1 })));
    await waitFor(() => expect(badgeText()).toBe('4 photos left'));
  });

  it('an ended event shows no camera and leads to the awards', async () => {
    stubApi({ slot: slotAnswer });
    renderPanel(eventView({ status: 'completed', eventState: 'ended' }));
    expect(screen.getByText('This event has ended.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Awards' }).getAttribute('href')).toBe('/gallery?event=ABC123&user=Dan&view=awards');
    // No shutter, count or settings: nothing that looks usable.
    expect(screen.queryByRole('button', { name: 'Take photo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Camera settings' })).toBeNull();
    expect(screen.queryByTestId('photos-left')).toBeNull();
    expect(openMock).not.toHaveBeenCalled();
  });
});

describe('photos from the library (issue 19)', () => {
  const bitmap = { width: 4032, height: 3024, close: vi.fn() };
  const pick = (name = 'IMG_1.jpg', type = 'image/jpeg') => new File([new Uint8Array(10)], name, { type });

  it('off by default: no library button or picker', async () => {
    renderPanel();
    await streaming();
    expect(screen.queryByRole('button', { name: 'Add from Library' })).toBeNull();
    expect(screen.queryByTestId('library-input')).toBeNull();
  });

  it('on: a picked JPEG is framed like a capture, reviewed with Pick Another, and Keep counts and queues it', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn(async () => bitmap));
    const api = stubApi({ slot: () => slotAnswer() });
    renderPanel(eventView({ maxPhotosPerUser: 5, libraryPhotos: true }));
    await streaming();
    await userEvent.upload(screen.getByTestId('library-input'), pick());
    expect(await screen.findByRole('button', { name: 'Pick Another' })).toBeTruthy();
    expect(composeMock).toHaveBeenCalledWith(bitmap, expect.objectContaining({ settings: expect.any(Object) }));
    expect(bitmap.close).toHaveBeenCalled();
    // The camera was never stopped for a library pick, and is not restarted by it.
    expect(restartMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Keep Photo' }));
    expect(badgeText()).toBe('4 photos left');
    await waitFor(() => expect(api.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(3));
    expect(restartMock).not.toHaveBeenCalled();
  });

  it('a HEIC this browser cannot open is refused with advice; nothing is counted', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new DOMException('could not decode', 'InvalidStateError');
      }),
    );
    stubApi({ slot: () => slotAnswer() });
    renderPanel(eventView({ maxPhotosPerUser: 5, libraryPhotos: true }));
    await streaming();
    await userEvent.upload(screen.getByTestId('library-input'), pick('IMG_2.HEIC', 'image/heic'));
    expect((await screen.findByRole('alert')).textContent).toContain('HEIC format');
    expect(badgeText()).toBe('5 photos left');
    expect(composeMock).not.toHaveBeenCalled();
  });

  it('no photos left: the library button is off too', async () => {
    stubApi({ slot: () => slotAnswer() });
    renderPanel(eventView({ maxPhotosPerUser: 5, libraryPhotos: true }), participantView({ id: 'p-dan', name: 'Dan', photosTaken: 5 }));
    await waitFor(() => expect(badgeText()).toBe('0 photos left'));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add from Library' }).disabled).toBe(true);
  });
});

describe('camera screen in Romanian', () => {
  inRomanian();

  it.each([
    [1, 'Mai ai 1 fotografie'],
    [2, 'Mai ai 2 fotografii'],
    [19, 'Mai ai 19 fotografii'],
    [20, 'Mai ai 20 de fotografii'],
  ])('says %i photos left with the Romanian plural', async (left, text) => {
    stubApi({ slot: slotAnswer });
    renderPanel(eventView({ maxPhotosPerUser: left }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Fă o fotografie' }).hasAttribute('disabled')).toBe(false));
    expect(badgeText()).toBe(text);
    expect(screen.getByRole('group', { name: 'Filtre rapide' })).toBeTruthy();
    expect(screen.queryByText(/photos? left/)).toBeNull();
  });

  it('says a camera failure in Romanian', async () => {
    openMock.mockReset().mockRejectedValue(new DOMException('denied', 'NotFoundError'));
    stubApi({ slot: slotAnswer });
    renderPanel();
    expect((await screen.findByRole('alert')).textContent).toContain('Nu a fost găsită nicio cameră.');
    expect(screen.getByRole('button', { name: 'Încearcă din nou' })).toBeTruthy();
  });
});
