// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QR_OPTIONS } from '#shared/qr.js';
import { guestMessages as messages } from '#shared/guest-messages.js';
import { errorResponse, eventView, jsonResponse, sessionResponse } from '../../testing/fixtures';
import type { Joined } from '../../model/join/joinOutcome';
import { currentSession } from '../../model/session/sessionStore';
import { toStoredCreator } from '../../model/creator/creatorStore';
import { EventCreatedScreen } from './EventCreatedScreen';
import { loadTexts } from '../../i18n/texts';
import { inRomanian } from '../../testing/inRomanian';

const { toDataURL } = vi.hoisted(() => ({
  toDataURL: vi.fn(async (_text: string, _options: unknown) => 'data:image/png;base64,QR'),
}));
vi.mock('qrcode', () => ({ toDataURL }));

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toDataURL.mockClear();
});

const creator = toStoredCreator(
  { event: eventView({ code: 'ABC123', title: 'Ana & Dan', eventType: 'birthday', maxParticipants: 120, maxPhotosPerUser: 5, durationMinutes: 1440 }), creatorToken: 'ct' },
  'Ana',
);
const link = () => `${window.location.origin}/?code=ABC123`;

const onEntered = vi.fn<(entered: Joined) => void>();

function renderScreen(savedOnDevice = true) {
  const user = userEvent.setup();
  onEntered.mockClear();
  render(<EventCreatedScreen creator={creator} savedOnDevice={savedOnDevice} onEntered={onEntered} />);
  return user;
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(writeText) }, configurable: true });
  return navigator.clipboard.writeText as ReturnType<typeof vi.fn>;
}

describe('Event Created screen', () => {
  it('shows title, type, the code and the counts', () => {
    renderScreen();
    expect(screen.getByRole('heading', { name: 'Ana & Dan' })).toBeTruthy();
    expect(screen.getByText('Birthday')).toBeTruthy();
    expect(screen.getByText('ABC123')).toBeTruthy();
    expect(screen.getByText('Max Guests').nextElementSibling?.textContent).toBe('120');
    expect(screen.getByText('Photos/Person').nextElementSibling?.textContent).toBe('5');
    expect(screen.getByText('Duration').nextElementSibling?.textContent).toBe('1 day');
  });

  it('copies the code and announces it', async () => {
    const user = renderScreen();
    const writeText = stubClipboard(async () => {});
    await user.click(screen.getByRole('button', { name: 'Copy Code' }));
    expect(writeText).toHaveBeenCalledWith('ABC123');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Event code copied!'));
  });

  it('copies the event link (origin + /?code=CODE)', async () => {
    const user = renderScreen();
    const writeText = stubClipboard(async () => {});
    await user.click(screen.getByRole('button', { name: 'Copy Event Link' }));
    expect(writeText).toHaveBeenCalledWith(link());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Event link copied!'));
    expect(screen.queryByText('Copy this link manually:')).toBeNull();
  });

  it('falls back to manual copying when the clipboard refuses', async () => {
    const user = renderScreen();
    stubClipboard(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    await user.click(screen.getByRole('button', { name: 'Copy Event Link' }));
    const manual = await screen.findByLabelText<HTMLInputElement>('Copy this link manually:');
    expect(manual.value).toBe(link());
    expect(manual.readOnly).toBe(true);
  });

  it('generates the QR code of the event link with the spec options, loading the library on demand', async () => {
    const user = renderScreen();
    expect(toDataURL).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Generate QR Code' }));
    const img = await screen.findByRole<HTMLImageElement>('img', { name: /QR code of the event link/ });
    expect(img.getAttribute('src')).toBe('data:image/png;base64,QR');
    expect(toDataURL).toHaveBeenCalledWith(link(), expect.objectContaining({ width: 256, margin: 2, color: QR_OPTIONS.color }));
  });

  it('uses the public site address the server gave the page (a LAN address on a local stack) for the link and the QR code', async () => {
    const meta = document.createElement('meta');
    meta.name = 'candid-site-url';
    meta.content = 'http://192.168.1.20:3000/';
    document.head.append(meta);
    try {
      const user = renderScreen();
      const writeText = stubClipboard(async () => {});
      await user.click(screen.getByRole('button', { name: 'Copy Event Link' }));
      expect(writeText).toHaveBeenCalledWith('http://192.168.1.20:3000/?code=ABC123');
      await user.click(screen.getByRole('button', { name: 'Generate QR Code' }));
      await screen.findByRole('img', { name: /QR code of the event link/ });
      expect(toDataURL).toHaveBeenCalledWith('http://192.168.1.20:3000/?code=ABC123', expect.anything());
    } finally {
      meta.remove();
    }
  });

  it('checks the name before entering: required, then at least 2 characters', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const user = renderScreen();
    const name = screen.getByLabelText<HTMLInputElement>('Your Name');
    expect(name.value).toBe('Ana');
    const enter = screen.getByRole<HTMLButtonElement>('button', { name: 'Enter Event' });

    await user.clear(name);
    expect(enter.disabled).toBe(true);
    await user.type(name, '  ');
    await user.click(enter);
    expect(await screen.findByText('Please enter your name.')).toBeTruthy();
    await user.clear(name);
    await user.type(name, 'A');
    await user.click(enter);
    expect(await screen.findByText('Name must be at least 2 characters.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('enters with the creator credential, saves a creator session and hands it on', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      jsonResponse(200, sessionResponse({ code: 'ABC123' }, { id: 'p-ana', name: 'Ana', isCreator: true }, 'tok-creator')),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = renderScreen();
    await user.click(screen.getByRole('button', { name: 'Enter Event' }));

    await waitFor(() => expect(onEntered).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/events/ABC123/join');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer ct');
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Ana' });
    expect(currentSession()).toMatchObject({ eventCode: 'ABC123', participantId: 'p-ana', token: 'tok-creator', creator: true });
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch')), messages.ENTER_FAILED],
    ['the server fails', async () => errorResponse(503, 'INTERNAL', messages.INTERNAL), messages.ENTER_FAILED],
    ['the event has ended', async () => errorResponse(409, 'EVENT_ENDED', messages.EVENT_ENDED), messages.EVENT_ENDED],
  ])('shows the spec message when %s', async (_case, answer, message) => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(answer));
    const user = renderScreen();
    await user.click(screen.getByRole('button', { name: 'Enter Event' }));

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(onEntered).not.toHaveBeenCalled();
  });

  it('warns when the device could not keep the creator credential', () => {
    renderScreen(false);
    expect(screen.getByRole('alert').textContent).toContain('could not save your organizer access');
  });
});

describe('Event Created screen, a linked payment', () => {
  it("shows Payment Linked with the order number and 'Access Organizer Dashboard' to /organizer", () => {
    const linked = { ...creator, linkedOrder: { orderId: '01ORDER', orderNumber: 'CND-261124-ABCDEFGH' } };
    render(
      <MemoryRouter>
        <EventCreatedScreen creator={linked} savedOnDevice onEntered={onEntered} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Payment Linked' })).toBeTruthy();
    expect(screen.getByText('CND-261124-ABCDEFGH')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Access Organizer Dashboard' }).getAttribute('href')).toBe('/organizer');
  });

  it('shows no Payment Linked without a linked order', () => {
    renderScreen();
    expect(screen.queryByRole('heading', { name: 'Payment Linked' })).toBeNull();
  });
});

describe('Event Created screen in Romanian: the name form', () => {
  inRomanian();

  it('labels, checks and fails the name in Romanian, no English left', async () => {
    const ro = await loadTexts('create', 'ro');
    const first = await loadTexts('first', 'ro');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => errorResponse(500, 'INTERNAL', messages.INTERNAL)));
    const user = renderScreen();
    const name = screen.getByLabelText<HTMLInputElement>(first.join.nameLabel);
    const enter = screen.getByRole<HTMLButtonElement>('button', { name: ro.eventCreated.enterEvent });
    await user.clear(name);
    await user.type(name, 'A');
    await user.click(enter);
    expect(await screen.findByText(first.errors.NAME_TOO_SHORT)).toBeTruthy();
    await user.type(name, 'na');
    await user.click(enter);
    expect(await screen.findByText(ro.errors.ENTER_FAILED)).toBeTruthy();
    const text = document.body.textContent ?? '';
    for (const english of ['Your Name', 'Enter Event', 'Name must be at least 2 characters.', 'Failed to enter event. Please try again.']) {
      expect(text).not.toContain(english);
    }
  });
});
