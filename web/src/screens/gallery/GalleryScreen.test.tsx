// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestMessages as messages } from '#shared/guest-messages.js';
import { errorResponse, eventView, fakeApi, jsonResponse, participantView, socketTicketResponse } from '../../testing/fixtures';
import { saveSession, currentSession } from '../../model/session/sessionStore';
import { loadTexts } from '../../i18n/texts';
import { setLocale } from '../../i18n/localeStore';
import { GalleryScreen } from './GalleryScreen';

function renderGallery(tab: 'all' | 'challenges' = 'all', onTab: (tab: string) => void = () => {}) {
  saveSession({ eventId: 'e1', eventCode: 'ABC123', participantId: 'p-dan', userName: 'Dan', eventTitle: 'Ana & Dan', token: 'tok', creator: false });
  const session = currentSession()!;
  render(
    <MemoryRouter>
      <GalleryScreen session={session} view="gallery" tab={tab} onView={() => {}} onTab={onTab} renderMode={() => null} />
    </MemoryRouter>,
  );
}

describe('Gallery: a failed load (live.message)', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/events/ABC123/me': () => errorResponse(500, 'INTERNAL', messages.INTERNAL) }));
  });
  afterEach(() => {
    cleanup();
    setLocale('en');
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says the server fault in English', async () => {
    renderGallery();
    expect((await screen.findByRole('alert')).textContent).toContain(messages.INTERNAL);
  });

  it('says it in Romanian on a Romanian device', async () => {
    const [ro] = await Promise.all([loadTexts('event', 'ro'), loadTexts('first', 'ro')]);
    setLocale('ro');
    renderGallery();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(ro.errors.INTERNAL);
    expect(alert.textContent).not.toContain(messages.INTERNAL);
  });
});

describe('Gallery: the Challenges tab asked for by address', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('on an event without challenges, goes to the default tab instead of a panel no tab names', async () => {
    localStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        const url = String(input);
        if (url === '/api/events/ABC123/me') return jsonResponse(200, { event: eventView(), participant: participantView({ id: 'p-dan', name: 'Dan' }) });
        if (url === '/api/events/ABC123/challenges') return jsonResponse(200, { enabled: false, prompts: [], done: [], countsOnly: false, closed: false });
        if (url.startsWith('/api/events/ABC123/photos')) return jsonResponse(200, { photos: [], nextCursor: null });
        if (url.endsWith('/socket-ticket')) return socketTicketResponse(init);
        return jsonResponse(599, { error: { code: 'UNEXPECTED', message: url } });
      }),
    );
    const onTab = vi.fn();
    renderGallery('challenges', onTab);
    await vi.waitFor(() => expect(onTab).toHaveBeenCalledWith('mine'));
    expect(screen.queryByRole('tab', { name: 'Challenges' })).toBeNull();
  });
});
