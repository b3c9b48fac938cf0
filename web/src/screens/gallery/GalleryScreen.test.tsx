// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestMessages as messages } from '#shared/guest-messages.js';
import { errorResponse, fakeApi } from '../../testing/fixtures';
import { saveSession, currentSession } from '../../model/session/sessionStore';
import { loadTexts } from '../../i18n/texts';
import { setLocale } from '../../i18n/localeStore';
import { GalleryScreen } from './GalleryScreen';

function renderGallery() {
  saveSession({ eventId: 'e1', eventCode: 'ABC123', participantId: 'p-dan', userName: 'Dan', eventTitle: 'Ana & Dan', token: 'tok', creator: false });
  const session = currentSession()!;
  render(
    <MemoryRouter>
      <GalleryScreen session={session} view="gallery" tab="all" onView={() => {}} onTab={() => {}} renderMode={() => null} />
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
