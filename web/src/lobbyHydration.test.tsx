// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { LOCALES, type Locale } from '../../shared/i18n/locale';
import { LOCALE_STORAGE_KEY, resetLocaleForTests, setLocale } from './i18n/localeStore';
import { loadTexts } from './i18n/texts';
import { saveSession } from './model/session/sessionStore';
import { buildFirstScreens, hydrateWithoutMismatch } from './testing/prerenderedScreens';
import { PENDING_ORDER_KEY } from './model/orders/pendingOrder';
import { isLobbyLoad, lobbyTemplateId, PENDING_ORDER_STORAGE_KEY, settleFirstScreen, type LoadFacts } from './boot/prerenderedFirstScreen';

const lobby: LoadFacts = { pathname: '/', search: '', entryState: null, hasCurrentSession: false, mobileOrOverride: true };
const SPLASH = '<div class="splash" role="status"><span class="splash__text">Loading Candid…</span></div>';
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/** The lobby exactly as the build makes it. */
const markups = buildFirstScreens(['lobby en', 'lobby ro']) as [string, string];
const markup: Record<Locale, string> = { en: markups[0], ro: markups[1] };

/** index.html as the build writes it: the splash in #root and the prerendered lobby in its template, one per language. */
function loadIndexHtml(): void {
  const templates = LOCALES.map((locale) => `<template id="${lobbyTemplateId(locale)}">${markup[locale]}</template>`).join('');
  document.body.innerHTML = `<div id="root">${SPLASH}</div>${templates}`;
}

describe('isLobbyLoad', () => {
  it('is the lobby only at / on a phone with no event link, flow state or session to resume', () => {
    expect(isLobbyLoad(lobby)).toBe(true);
    expect(isLobbyLoad({ ...lobby, search: '?desktop=1' })).toBe(true);
    expect(isLobbyLoad({ ...lobby, pathname: '/gallery' })).toBe(false);
    expect(isLobbyLoad({ ...lobby, pathname: '/pricing' })).toBe(false);
    expect(isLobbyLoad({ ...lobby, search: '?code=ABC123' })).toBe(false);
    expect(isLobbyLoad({ ...lobby, entryState: { screen: 'createEvent' } })).toBe(false);
    expect(isLobbyLoad({ ...lobby, hasCurrentSession: true })).toBe(false);
    expect(isLobbyLoad({ ...lobby, mobileOrOverride: false })).toBe(false);
    // A remembered order may show the paid-order banner, which the prerendered lobby lacks.
    expect(isLobbyLoad({ ...lobby, hasPendingOrder: true })).toBe(false);
    expect(PENDING_ORDER_STORAGE_KEY).toBe(PENDING_ORDER_KEY);
  });
});

describe('the lobby prerendered into index.html', () => {
  let root: Root | undefined;
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    localStorage.clear();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(PHONE_UA);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
    vi.restoreAllMocks();
    setLocale('en');
  });

  it('is rendered at build time: the select mode, inside the template only', async () => {
    loadIndexHtml();
    const template = document.getElementById(lobbyTemplateId('en')) as HTMLTemplateElement;
    expect(template.content.querySelector('h1')?.textContent).toBe('Candid');
    expect(template.content.textContent).toContain('Join Event');
    expect(template.content.textContent).toContain('Create your event for free.');
    // Inert until a lobby load moves it: the page itself shows only the splash.
    expect(document.querySelector('h1')).toBeNull();
  });

  it('on a lobby load replaces the splash, and React hydrates it without a mismatch, keeping its nodes', async () => {
    // The route chunk is modulepreloaded by index.html; here it is loaded once before, like that.
    await import('./pages/MainFlowPage');
    loadIndexHtml();
    expect(settleFirstScreen()).toBe('lobby');
    const container = document.getElementById('root')!;
    expect(container.querySelector('.splash')).toBeNull();
    expect(document.getElementById(lobbyTemplateId('en'))).toBeNull();
    const title = container.querySelector('h1');
    expect(title?.textContent).toBe('Candid');
    root = await hydrateWithoutMismatch(container);
    // Adopted, not re-created: the same element (no second paint of the largest text).
    expect(container.querySelector('h1')).toBe(title);
    // And alive: Join Event opens join mode.
    await act(async () => {
      container.querySelector<HTMLButtonElement>('button.action--primary')!.click();
      await new Promise((r) => setTimeout(r, 50));
    });
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Join Event'));
  });

  it('a tap on a button before React has adopted the lobby is held, then replayed once after hydration', async () => {
    await import('./pages/MainFlowPage');
    loadIndexHtml();
    expect(settleFirstScreen()).toBe('lobby');
    const container = document.getElementById('root')!;
    const pushState = vi.spyOn(window.history, 'pushState');
    // Create Event pushes a history entry: a tap counted twice would push two.
    container.querySelectorAll<HTMLButtonElement>('button.action')[1]!.click();
    expect(container.querySelector('h1')?.textContent).toBe('Candid');
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <App />
        </StrictMode>,
      );
      await new Promise((r) => setTimeout(r, 50));
    });
    await waitFor(() => expect(pushState).toHaveBeenCalledTimes(1));
    expect(window.history.state?.usr).toEqual({ screen: 'createEvent' });
  });

  it.each([
    ['/gallery?event=ABC123&user=Dan', () => undefined],
    ['/?code=ABC123', () => undefined],
    ['/', () => saveSession({ eventId: 'e1', eventCode: 'ABC123', participantId: 'p1', userName: 'Dan', eventTitle: 'Party', token: 't', creator: false })],
    ['/', () => vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0')],
    ['/', () => localStorage.setItem(PENDING_ORDER_KEY, '{"orderId":"o1","paid":true}')],
  ])('%s (or a session to resume, a desktop, a remembered order): keeps the splash and drops the template', async (path, arrange) => {
    window.history.replaceState(null, '', path);
    arrange();
    loadIndexHtml();
    expect(settleFirstScreen()).toBe('app');
    expect(document.querySelector('#root .splash')).not.toBeNull();
    expect(document.getElementById(lobbyTemplateId('en'))).toBeNull();
    expect(document.body.textContent).not.toContain('Join Event');
  });

  it('decides once: the entry that runs second gets the first answer', async () => {
    loadIndexHtml();
    expect(settleFirstScreen()).toBe('lobby');
    window.history.replaceState(null, '', '/gallery');
    expect(settleFirstScreen()).toBe('lobby');
  });
});

describe('the prerendered lobby in the device’s language', () => {
  let root: Root | undefined;
  beforeEach(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    localStorage.clear();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(PHONE_UA);
    await import('./pages/MainFlowPage');
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
    vi.restoreAllMocks();
    setLocale('en');
  });

  /** startApp.tsx's order: settle the first screen, load the `first` texts of the device's language, hydrate. */
  async function hydrateLobby(locale: Locale) {
    loadIndexHtml();
    expect(settleFirstScreen()).toBe('lobby');
    for (const other of LOCALES) expect(document.getElementById(lobbyTemplateId(other))).toBeNull();
    await loadTexts('first', locale);
    const container = document.getElementById('root')!;
    const join = container.querySelector('#lobby-join-title');
    root = await hydrateWithoutMismatch(container);
    // Adopted, not re-created.
    expect(container.querySelector('#lobby-join-title')).toBe(join);
    return container;
  }

  it('any other load on a Romanian device keeps the splash, in Romanian', () => {
    setLocale('ro');
    window.history.replaceState(null, '', '/gallery?event=ABC123&user=Dan');
    loadIndexHtml();
    expect(settleFirstScreen()).toBe('app');
    expect(document.querySelector('#root .splash__text')?.textContent).toBe('Se încarcă Candid…');
  });

  it('the build writes the lobby in Romanian too', () => {
    loadIndexHtml();
    const ro = (document.getElementById(lobbyTemplateId('ro')) as HTMLTemplateElement).content;
    expect(ro.querySelector('#lobby-join-title')?.textContent).toBe('Alătură-te evenimentului');
    expect(ro.textContent).not.toContain('Join Event');
    expect(ro.querySelector('[aria-pressed="true"]')?.textContent).toBe('Română');
  });

  it('a Romanian device (setLocale) gets the Romanian template, <html lang="ro">, and hydrates it without a mismatch', async () => {
    setLocale('ro');
    const container = await hydrateLobby('ro');
    expect(document.documentElement.lang).toBe('ro');
    expect(container.querySelector('#lobby-join-title')?.textContent).toBe('Alătură-te evenimentului');
    // Alive in Romanian: the switch to English re-renders the adopted lobby.
    await act(async () => {
      container.querySelector<HTMLButtonElement>('button[lang="en"]')!.click();
      await new Promise((r) => setTimeout(r, 50));
    });
    await waitFor(() => expect(container.querySelector('#lobby-join-title')?.textContent).toBe('Join Event'));
    expect(document.documentElement.lang).toBe('en');
  });

  it('the choice remembered on the device (candid:lang=ro) picks the Romanian template on the next load', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'ro');
    resetLocaleForTests();
    const container = await hydrateLobby('ro');
    expect(document.documentElement.lang).toBe('ro');
    expect(container.textContent).toContain('Creează eveniment');
  });

  it('an English device gets the English template and hydrates it without a mismatch', async () => {
    setLocale('en');
    const container = await hydrateLobby('en');
    expect(document.documentElement.lang).toBe('en');
    expect(container.querySelector('#lobby-join-title')?.textContent).toBe('Join Event');
  });
});
