// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALES, type Locale } from '../../shared/i18n/locale';
import { firstScreenStyleId, firstScreenTemplateId } from './boot/firstScreenTemplates';
import { isPricingLoad, PRICING_STATE_STORAGE_KEY, settleFirstScreen, type LoadFacts } from './boot/prerenderedFirstScreen';
import { setLocale } from './i18n/localeStore';
import { loadTexts } from './i18n/texts';
import { startPricingGeo } from './model/pricing/pricingGeo';
import { PRICING_STATE_KEY } from './model/pricing/pricingStorage';
import { preloadFirstRoute } from './routes/AppRoutes';
import { buildFirstScreens, hydrateWithoutMismatch } from './testing/prerenderedScreens';

const pricing: LoadFacts = { pathname: '/pricing', search: '', entryState: null, hasCurrentSession: false, mobileOrOverride: false };
const SPLASH = '<div class="splash" role="status"><span class="splash__text">Loading Candid…</span></div>';
/** The pricing page's first step exactly as the build makes it. */
const markups = buildFirstScreens(['pricing en', 'pricing ro']) as [string, string];
const markup: Record<Locale, string> = { en: markups[0], ro: markups[1] };
/** Stands in for the route chunk's CSS the build inlines (its text is the bundle's; here its place matters). */
const STYLE = '<style>.plan{display:grid}</style>';

/** index.html as the build writes it: the splash in #root, the prerendered pages and the pricing styles in templates. */
function loadIndexHtml(): void {
  const templates = LOCALES.map((locale) => `<template id="${firstScreenTemplateId('pricing', locale)}">${markup[locale]}</template>`).join('');
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root">${SPLASH}</div>${templates}<template id="${firstScreenStyleId('pricing')}">${STYLE}</template>`;
}

const geoAnswer = (body: unknown) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
const GERMANY = { country: 'DE', currency: 'EUR', detected: true, fallback: false, geoToken: 'geo-de' };

describe('isPricingLoad', () => {
  it('is the prerendered first step only at /pricing with no saved choices, reorder link or return from Stripe', () => {
    expect(isPricingLoad(pricing)).toBe(true);
    expect(isPricingLoad({ ...pricing, pathname: '/pricing/' })).toBe(true);
    expect(isPricingLoad({ ...pricing, search: '?utm_source=mail' })).toBe(true);
    expect(isPricingLoad({ ...pricing, pathname: '/' })).toBe(false);
    expect(isPricingLoad({ ...pricing, pathname: '/pricing/x' })).toBe(false);
    expect(isPricingLoad({ ...pricing, hasPricingState: true })).toBe(false);
    for (const param of ['type=personal', 'size=small', 'name=Ana', 'email=a%40b.ro', 'step=complete']) expect(isPricingLoad({ ...pricing, search: `?${param}` })).toBe(false);
    expect(PRICING_STATE_STORAGE_KEY).toBe(PRICING_STATE_KEY);
  });
});

describe('the pricing page prerendered into index.html', () => {
  let root: Root | undefined;
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    localStorage.clear();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/pricing');
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
    document.head.innerHTML = '';
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    setLocale('en');
  });

  /** startApp.tsx's order: settle the first screen, load the first texts and the route (its texts too), hydrate. */
  async function hydratePricing(locale: Locale, fetchMock: ReturnType<typeof geoAnswer>, beforeHydrating: (container: HTMLElement) => void = () => undefined) {
    vi.stubGlobal('fetch', fetchMock);
    loadIndexHtml();
    expect(settleFirstScreen()).toBe('pricing');
    const container = document.getElementById('root')!;
    beforeHydrating(container);
    await Promise.all([loadTexts('first', locale), preloadFirstRoute('/pricing')]);
    const title = container.querySelector('h1');
    root = await hydrateWithoutMismatch(container);
    // Adopted, not re-created: the same element (no second paint of the largest text).
    expect(container.querySelector('h1')).toBe(title);
    return container;
  }

  it('is rendered at build time: the first step, its prices waiting for the country (no currency yet), in both languages', () => {
    loadIndexHtml();
    const en = (document.getElementById(firstScreenTemplateId('pricing', 'en')) as HTMLTemplateElement).content;
    expect(en.querySelector('h1')?.textContent).toBe('Pricing Plans');
    expect(en.querySelector('#pricing-step-title')?.textContent).toBe('Choose Package');
    const prices = [...en.querySelectorAll('.plan__price')].map((p) => p.textContent);
    expect(prices.length).toBeGreaterThan(2);
    expect(new Set(prices)).toEqual(new Set(['Loading price…']));
    expect(en.textContent).not.toMatch(/RON|lei|€|EUR/);
    const ro = (document.getElementById(firstScreenTemplateId('pricing', 'ro')) as HTMLTemplateElement).content;
    expect(ro.querySelector('#pricing-step-title')?.textContent).not.toBe('Choose Package');
    expect(ro.querySelector('[aria-pressed="true"]')?.textContent).toBe('Română');
    expect(document.querySelector('h1')).toBeNull();
  });

  it("on a fresh visit shows the first step with its styles, React adopts it without a mismatch, and the prices come in the visitor's currency", async () => {
    const fetchMock = geoAnswer(GERMANY);
    const container = await hydratePricing('en', fetchMock, (c) => {
      expect(c.querySelector('.splash')).toBeNull();
      expect(c.querySelector('h1')?.textContent).toBe('Pricing Plans');
      expect(document.head.innerHTML).toContain(STYLE);
      for (const other of LOCALES) expect(document.getElementById(firstScreenTemplateId('pricing', other))).toBeNull();
      expect(document.getElementById(firstScreenStyleId('pricing'))).toBeNull();
      // The boot asks for the country after the first paint, before the app has loaded (startEarly.ts).
      startPricingGeo();
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/geo']);
    });
    await waitFor(() => expect(container.querySelector('.plan__price')?.textContent).toMatch(/€/));
    expect(container.textContent).not.toMatch(/RON|lei/);
  });

  it('a plan tapped before React has adopted the page is held, then chosen once after hydration', async () => {
    const container = await hydratePricing('en', geoAnswer(GERMANY), (c) => {
      const medium = c.querySelector<HTMLInputElement>('input[value="medium"]')!;
      medium.closest('label')!.click();
      // Held: the browser did not check it behind React's back.
      expect(medium.checked).toBe(false);
    });
    await waitFor(() => expect(container.querySelector<HTMLInputElement>('input[value="medium"]')!.checked).toBe(true));
    expect(container.querySelectorAll('.plan--chosen')).toHaveLength(1);
    expect(JSON.parse(sessionStorage.getItem(PRICING_STATE_KEY)!)).toMatchObject({ eventSize: 'medium' });
  });

  it('a Romanian device gets the Romanian page and hydrates it without a mismatch', async () => {
    setLocale('ro');
    const container = await hydratePricing('ro', geoAnswer(GERMANY));
    expect(document.documentElement.lang).toBe('ro');
    expect(container.querySelector('[aria-pressed="true"]')?.textContent).toBe('Română');
  });

  it.each([
    ['/pricing', () => sessionStorage.setItem(PRICING_STATE_KEY, '{}')],
    ['/pricing?type=personal&size=small', () => undefined],
    ['/pricing?step=complete&event=ABC123', () => undefined],
    ['/order/CND-1', () => undefined],
  ])('%s (or saved choices): keeps the splash and drops the templates and styles', (path, arrange) => {
    window.history.replaceState(null, '', path);
    arrange();
    loadIndexHtml();
    expect(settleFirstScreen()).toBe('app');
    expect(document.querySelector('#root .splash')).not.toBeNull();
    expect(document.getElementById(firstScreenTemplateId('pricing', 'en'))).toBeNull();
    expect(document.getElementById(firstScreenStyleId('pricing'))).toBeNull();
    expect(document.head.innerHTML).not.toContain('<style>');
  });
});
