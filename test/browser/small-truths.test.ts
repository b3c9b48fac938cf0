import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { quote } from '../../shared/pricing/index.js';
import type { CreateEventResponse } from '../../shared/schemas/events.js';
import type { CreateOrderResponse } from '../../shared/schemas/orders.js';
import type { SessionResponse } from '../../shared/schemas/participants.js';
import { screenshot, usePhones } from '../support/browser.js';
import { actionLooks, expectAccessible, holdSession, lookOf } from '../support/page-helpers.js';
import { siteApi } from '../support/site-api.js';
import { payThroughEmulator, signInStaff } from '../support/staff-browser.js';
import '../support/provided-context.js';
import { ownStack } from '../support/own-stack.js';
import ordersEn from '../../web/src/i18n/catalogues/orders/en.js';
import ordersRo from '../../web/src/i18n/catalogues/orders/ro.js';
import galleryEn from '../../web/src/i18n/catalogues/gallery/en.js';
import galleryRo from '../../web/src/i18n/catalogues/gallery/ro.js';

/*
 * Issue 29 items 3 and 5, the small truths: the staff Analytics chart's labels are readable (none overlap,
 * none leave the chart, big enough, enough contrast, values with their unit, at most four day labels) and the
 * Revenue forecast's figure is its rate × its horizon; the event admin's reveal checkbox says it is saving,
 * then saved or not. Phones at 390×844 and 360×640, staff also at 1440×900; English and Romanian.
 */

const { urls } = ownStack();
const staff = inject('staffAccount');
const phones = usePhones(urls.site);
const { http, uploadPhoto } = siteApi(urls.site);

const LAPTOP = { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 };
const PHONE = { viewport: { width: 390, height: 844 } };
const SMALL = { viewport: { width: 360, height: 640 } };
const SHORT = { viewport: { width: 390, height: 664 } };
const RO_SIGN_IN = { email: 'E-mail', password: 'Parolă', signIn: 'Autentificare' };

const LANG = {
  en: { viewAnalytics: 'View analytics', periods: ['7 days', '30 days', '90 days', '1 year'], forecast: 'Revenue Forecast', thirty: '30 days' },
  ro: { viewAnalytics: 'Vezi analizele', periods: ['7 zile', '30 de zile', '90 de zile', '1 an'], forecast: 'Prognoza veniturilor', thirty: '30 de zile' },
} as const;

/** A paid raw-archive order, so the chart has a day with revenue (the value axis gets its steps). */
const paidOrder = async (): Promise<void> => {
  const { event, creatorToken } = await http<CreateEventResponse>('POST', '/api/events', { body: { title: `Truths ${Date.now() % 100_000}`, organizerName: 'Olga' } });
  const geo = await http<{ country: string; geoToken: string }>('GET', '/api/geo');
  const q = quote({ kind: 'raw_archive' }, geo.country);
  // Buying from an event is its organizer's: their creator credential goes along.
  const created = await http<CreateOrderResponse>('POST', '/api/orders', {
    token: creatorToken,
    body: { orderType: 'post_event', productType: 'raw_archive', eventCode: event.code, customerInfo: { name: 'Ana', email: 'ana@example.com' }, totalAmount: q.total, currency: q.currency, geoToken: geo.geoToken },
  });
  await payThroughEmulator(urls, { id: created.order.id, accessToken: created.accessToken });
};

interface ChartLayout {
  days: { text: string; left: number; right: number; top: number; bottom: number; fontPx: number; contrast: number }[];
  values: { text: string; top: number; bottom: number; fontPx: number; contrast: number }[];
  chart: { left: number; right: number };
}

/** The chart's labels as laid out: their boxes, font size, and contrast against what is behind them. */
const chartLayout = (page: Page): Promise<ChartLayout> =>
  page.evaluate(() => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const ch = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * ch(r!) + 0.7152 * ch(g!) + 0.0722 * ch(b!);
    };
    const background = (el: Element | null): number[] => {
      for (let e = el; e; e = e.parentElement) {
        const c = rgb(getComputedStyle(e).backgroundColor);
        if (c.length === 3 || (c.length === 4 && c[3]! > 0)) return c.slice(0, 3);
      }
      return [255, 255, 255];
    };
    const contrast = (el: Element) => {
      const [a, b] = [lum(rgb(getComputedStyle(el).color)), lum(background(el))];
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    };
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { text: el.textContent ?? '', left: r.left, right: r.right, top: r.top, bottom: r.bottom, fontPx: parseFloat(getComputedStyle(el).fontSize), contrast: contrast(el) };
    };
    const chart = document.querySelector('.revenue-chart')!.getBoundingClientRect();
    return {
      days: [...document.querySelectorAll('.revenue-chart__day')].map(box),
      values: [...document.querySelectorAll('.revenue-chart__values > *')].map(box),
      chart: { left: chart.left, right: chart.right },
    };
  });

/** "1,234 RON" / "1.234 RON" → 1234. */
const ron = (s: string): number => Number(s.replace(/[^\d]/g, ''));

async function checkChart(page: Page, name: string): Promise<void> {
  const c = await chartLayout(page);
  expect(c.days.length, `${name}: day labels`).toBeGreaterThanOrEqual(1);
  expect(c.days.length, `${name}: day labels thinned`).toBeLessThanOrEqual(4);
  for (const [i, d] of c.days.entries()) {
    expect(d.fontPx, `${name}: day label size`).toBeGreaterThanOrEqual(12);
    expect(d.contrast, `${name}: day label contrast`).toBeGreaterThanOrEqual(4.5);
    expect(d.left, `${name}: "${d.text}" inside the chart`).toBeGreaterThanOrEqual(c.chart.left - 0.5);
    expect(d.right, `${name}: "${d.text}" inside the chart`).toBeLessThanOrEqual(c.chart.right + 0.5);
    const next = c.days[i + 1];
    if (next) expect(d.right + 4, `${name}: "${d.text}" and "${next.text}" apart`).toBeLessThanOrEqual(next.left);
  }
  expect(c.values.length, `${name}: value steps`).toBe(3);
  for (const [i, v] of c.values.entries()) {
    expect(v.text, `${name}: a value with its unit`).toMatch(/^\d[\d.,]*\sRON$/);
    expect(v.fontPx).toBeGreaterThanOrEqual(12);
    expect(v.contrast).toBeGreaterThanOrEqual(4.5);
    const below = c.values[i + 1];
    if (below) {
      expect(v.bottom, `${name}: value labels apart`).toBeLessThanOrEqual(below.top);
      expect(ron(v.text), `${name}: values top down`).toBeGreaterThan(ron(below.text));
    }
  }
  expect(ron(c.values.at(-1)!.text)).toBe(0);
}

describe('staff analytics: readable axes and a forecast that adds up (issue 29.3)', () => {
  for (const [name, overrides, lang] of [
    ['1440×900', LAPTOP, 'en'],
    ['390×844', PHONE, 'en'],
    ['360×640', SMALL, 'ro'],
  ] as const) {
    it(`${name} (${lang}): every period's labels fit, none overlap; the forecast's total is its rate × its days`, async () => {
      await paidOrder();
      const t = LANG[lang];
      const page = await phones.open({ ...overrides, ...(lang === 'ro' ? { locale: 'ro-RO' } : {}) });
      await signInStaff(page, staff, lang === 'ro' ? RO_SIGN_IN : undefined);
      await page.getByRole('button', { name: t.viewAnalytics }).click();
      // The paid order reaches the daily rollups through the stream: other periods are asked until today has revenue.
      await expect
        .poll(
          async () => {
            for (const p of [t.periods[0], t.thirty]) {
              const asked = page.waitForResponse((r) => r.url().includes('/api/admin/analytics?days=') && r.status() === 200);
              await page.getByRole('button', { name: p, exact: true }).click();
              await asked;
            }
            return page.locator('.revenue-chart__values > *').count();
          },
          { timeout: 20_000, interval: 500 },
        )
        .toBe(3);
      for (const p of t.periods) {
        const asked = page.waitForResponse((r) => r.url().includes('/api/admin/analytics?days=') && r.status() === 200);
        await page.getByRole('button', { name: p, exact: true }).click();
        await asked;
        await expect.poll(() => page.getByRole('button', { name: p, exact: true }).getAttribute('aria-pressed')).toBe('true');
        await page.locator('[aria-busy="false"] .revenue-chart').waitFor();
        await checkChart(page, `${name} ${p}`);
      }
      const asked = page.waitForResponse((r) => r.url().includes('/api/admin/analytics?days=30') && r.status() === 200);
      await page.getByRole('button', { name: t.thirty, exact: true }).click();
      await asked;
      await page.getByRole('button', { name: t.forecast }).click();
      const text = (await page.getByTestId('forecast-text').textContent()) ?? '';
      const pattern =
        lang === 'en'
          ? /^At ([\d,]+) RON a day, the next (\d+) days bring about ([\d,]+) RON\. /
          : /^La ([\d.]+)\sRON pe zi, următoarele (\d+) de zile aduc aproximativ ([\d.]+)\sRON\. /;
      const m = pattern.exec(text);
      expect(m, text).not.toBeNull();
      const [rate, days, total] = [ron(m![1]!), Number(m![2]), ron(m![3]!)];
      expect(days).toBe(30);
      expect(total).toBe(rate * days);
      expect(text.match(/RON/g)).toHaveLength(2); // the rate and the total, each once
      await expectAccessible(page, `staff analytics ${name}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(page, `truths-analytics-${name.replace('×', 'x')}-${lang}`);
    });
  }
});

describe("the event admin's reveal checkbox says it is saving (issue 29.5)", () => {
  for (const [name, viewport, lang] of [
    ['390×844', PHONE, 'en'],
    ['360×640', SMALL, 'ro'],
  ] as const) {
    it(`${name} (${lang}): disabled with "Saving…" while the change travels, then "Saved"; a refused change says so`, async () => {
      const words =
        lang === 'en'
          ? { box: 'Reveal photos after the end', saving: 'Saving…', saved: 'Saved', notSaved: 'Not saved' }
          : { box: 'Arată fotografiile după încheiere', saving: 'Se salvează…', saved: 'Salvat', notSaved: 'Nu s-a salvat' };
      const created = await http<CreateEventResponse>('POST', '/api/events', { body: { title: `Reveal ${lang}`, organizerName: 'Olga' } });
      const olga = await http<SessionResponse>('POST', `/api/events/${created.event.code}/join`, { token: created.creatorToken, body: { name: 'Olga' } });
      const context = await phones.context({ ...viewport, ...(lang === 'ro' ? { locale: 'ro-RO' } : {}) });
      await holdSession(context, olga, { creator: true });
      const page = await context.newPage();
      // The settings call is held until the test lets it go: the saving state is looked at, not raced.
      // `held` hands over each call's release once the call has reached the route (the click shows
      // "Saving…" before its request is intercepted; a release taken earlier would be the last call's).
      const held: (() => void)[] = [];
      let refuse = false;
      await page.route('**/api/events/*/settings', async (route) => {
        await new Promise<void>((r) => held.push(r));
        if (refuse) await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'unavailable' }) });
        else await route.continue();
      });
      const release = async (): Promise<void> => {
        await expect.poll(() => held.length).toBe(1);
        held.shift()!();
      };
      await page.goto(`/event-admin?event=${created.event.code}`);
      const box = page.getByRole('checkbox', { name: words.box });
      const status = page.locator('#admin-reveal-status');
      expect(await status.getAttribute('role')).toBe('status');
      expect(await box.isChecked()).toBe(false);

      await box.click();
      await expect.poll(() => status.textContent()).toBe(words.saving);
      expect(await box.isDisabled()).toBe(true);
      expect(await box.isChecked()).toBe(true); // the value asked for, while it is saved
      await screenshot(page, `truths-reveal-saving-${name.replace('×', 'x')}-${lang}`);
      await release();
      await expect.poll(() => status.textContent()).toBe(words.saved);
      expect(await box.isDisabled()).toBe(false);
      expect(await box.isChecked()).toBe(true);
      await expectAccessible(page, `reveal saved ${name}`);

      refuse = true;
      await box.click();
      await expect.poll(() => status.textContent()).toBe(words.saving);
      await release();
      await expect.poll(() => status.textContent()).toBe(words.notSaved);
      expect(await page.getByRole('alert').count()).toBe(1);
      expect(await box.isChecked()).toBe(true); // the stored value back
      expect(await box.isDisabled()).toBe(false);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }
});

describe("the purchase form prefills the organizer's name and e-mail when this device knows them (issue 29.5)", () => {
  for (const [name, viewport, lang] of [
    ['390×844', PHONE, 'en'],
    ['360×640', SMALL, 'ro'],
  ] as const) {
    it(`${name} (${lang}): a signed-in organizer gives the e-mail; a paid order on this phone gives name and e-mail`, async () => {
      const w = lang === 'en' ? { medium: /Medium/, go: 'Continue', loading: 'Loading price…' } : { medium: /Mediu/, go: 'Continuă', loading: 'Se încarcă prețul…' };
      const detailsOf = async (store: Record<string, string>): Promise<{ name: string; email: string }> => {
        const context = await phones.context({ ...viewport, ...(lang === 'ro' ? { locale: 'ro-RO' } : {}) });
        await context.addInitScript((items) => {
          for (const [k, v] of Object.entries(items)) if (!localStorage.getItem(k)) localStorage.setItem(k, v);
        }, store);
        const page = await context.newPage();
        await page.goto('/pricing');
        const medium = page.locator('label.plan', { has: page.getByRole('radio', { name: w.medium }) });
        await medium.waitFor();
        await expect.poll(() => page.getByText(w.loading).count()).toBe(0);
        await medium.click();
        await page.getByRole('button', { name: w.go }).click();
        const nameField = page.locator('input[name="organizerName"]');
        await nameField.waitFor();
        await expectAccessible(page, `pricing details prefilled ${name}`);
        await screenshot(page, `truths-prefill-${name.replace('×', 'x')}-${lang}-${Object.keys(store).length}`);
        const details = { name: await nameField.inputValue(), email: await page.locator('input[name="organizerEmail"]').inputValue() };
        await context.close();
        return details;
      };
      const signedIn = { aln_organizer_token: 'not-checked-by-a-prefill', aln_organizer_info: JSON.stringify({ email: `olga.${lang}@example.com` }) };
      expect(await detailsOf(signedIn)).toEqual({ name: '', email: `olga.${lang}@example.com` });
      const paid = {
        aln_pending_order: JSON.stringify({
          orderId: 'ord_truths', orderNumber: 'CND-TRUTHS', customerEmail: 'ana.truths@example.com', customerName: 'Ana Pop', productType: 'raw_archive',
          totalAmount: 1, currency: 'RON', timestamp: Date.now(), accessToken: 'x', orderType: 'pre_event', paid: true,
        }),
      };
      expect(await detailsOf(paid)).toEqual({ name: 'Ana Pop', email: 'ana.truths@example.com' });
    });
  }
});

describe("the purchase summary's notes only where they apply (issue 29.5)", () => {
  for (const [name, viewport, lang] of [
    ['390×844', PHONE, 'en'],
    ['360×640', SMALL, 'ro'],
  ] as const) {
    it(`${name} (${lang}): the archive has the download note, prints the delivery note, the combo both`, async () => {
      const n =
        lang === 'en'
          ? { download: 'The download link is valid for 1 year.', delivery: 'Prints are delivered in 5-10 business days.' }
          : { download: /1 an/, delivery: 'Fotografiile printate ajung în 5-10 zile lucrătoare.' };
      const page = await phones.open({ ...viewport, ...(lang === 'ro' ? { locale: 'ro-RO' } : {}) });
      // The developer page's purchase preview is the real purchase screen with a sample event.
      await page.goto('/test-expired');
      await page.locator('nav [role="group"] button').nth(1).click();
      const products = page.locator('input[name="product"]');
      await products.first().waitFor();
      const notes = () => page.locator('.purchase__notes li').allTextContents();
      const matches = (text: string, want: string | RegExp) => (typeof want === 'string' ? text === want : want.test(text));
      const expectNotes = async (want: (string | RegExp)[]) => {
        const got = await notes();
        expect(got).toHaveLength(want.length);
        want.forEach((w, i) => expect(matches(got[i]!, w), `${got[i]} ≠ ${String(w)}`).toBe(true));
      };
      await products.nth(0).check();
      await expectNotes([n.download]);
      await products.nth(1).check();
      await expectNotes([n.delivery]);
      await screenshot(page, `truths-notes-prints-${name.replace('×', 'x')}-${lang}`);
      await products.nth(2).check();
      await expectNotes([n.download, n.delivery]);
      await expectAccessible(page, `purchase notes ${name}`);
    });
  }
});

describe("the organizer's expired gallery has one main action, Purchase Photos", () => {
  for (const [name, viewport, lang] of [
    ['360×640', SMALL, 'en'],
    ['390×664', SHORT, 'en'],
    ['360×640', SMALL, 'ro'],
    ['390×664', SHORT, 'ro'],
  ] as const) {
    it(`${name} (${lang}): Purchase Photos alone looks like a main action; the way back looks like the other screens' secondary actions`, async () => {
      const t = (lang === 'en' ? galleryEn : galleryRo).expired;
      const page = await phones.open({ ...viewport, ...(lang === 'ro' ? { locale: 'ro-RO' } : {}) });
      // The developer page's expired view is the real screen with a sample event, the organizer's first; its
      // view toggles above it are the app's secondary buttons (btn--secondary), the look to compare with.
      await page.goto('/test-expired');
      await page.getByRole('button', { name: t.purchasePhotos }).waitFor();
      const looks = await actionLooks(page, 'main.expired');
      expect(looks.main).toEqual([t.purchasePhotos]);
      expect(looks.others).toEqual([{ name: (lang === 'en' ? ordersEn : ordersRo).preview.showGuest, look: await lookOf(page, 'nav [role="group"] button') }]);
      await expectAccessible(page, `expired organizer ${name} ${lang}`);
      await screenshot(page, `truths-expired-organizer-${name.replace('×', 'x')}-${lang}`);
    });
  }
});

describe('a Refresh of the gallery that fails says so; the photos shown stay', () => {
  for (const [lang, viewport, name] of [['en', SMALL, '360×640'], ['ro', SHORT, '390×664']] as const) {
    it(`${name} (${lang}): the server busy → the alert under Refresh; answering again → it goes`, async () => {
      const t = (lang === 'en' ? galleryEn : galleryRo).gallery;
      const { event, creatorToken } = await http<CreateEventResponse>('POST', '/api/events', { body: { title: `Slow Wi-Fi ${lang}`, organizerName: 'Olga' } });
      const gus = await http<SessionResponse>('POST', `/api/events/${event.code}/join`, { body: { name: 'Gus' } });
      await http('POST', `/api/events/${event.code}/start`, { token: creatorToken });
      await uploadPhoto(event.code, gus.token);
      const page = await phones.open({ ...viewport, ...(lang === 'ro' ? { locale: 'ro-RO' } : {}) });
      await holdSession(page.context(), gus);
      await page.goto(`/gallery?${new URLSearchParams({ event: event.code, user: 'Gus' }).toString()}`);
      const photos = page.locator('.grid__item');
      await expect.poll(() => photos.count()).toBeGreaterThan(0);
      const shown = await photos.count();
      // The context's routes see the service worker's requests too.
      await page.context().route(/\/api\/events\/[^/]+\/photos(\?|$)/, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'SERVICE_BUSY', message: 'Busy' } }) }));
      await page.getByRole('button', { name: t.refresh, exact: true }).click();
      await page.getByRole('alert').getByText(t.refreshFailed).waitFor();
      expect(await photos.count()).toBe(shown);
      await expectAccessible(page, `gallery refresh failed ${name} ${lang}`);
      await screenshot(page, `truths-refresh-failed-${name.replace('×', 'x')}-${lang}`);
      await page.context().unrouteAll();
      await page.getByRole('button', { name: t.refresh, exact: true }).click();
      await page.getByRole('alert').getByText(t.refreshFailed).waitFor({ state: 'detached' });
    });
  }
});

