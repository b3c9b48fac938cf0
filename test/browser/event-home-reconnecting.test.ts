import type { WebSocketRoute } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CreateEventResponse } from '../../shared/schemas/events.js';
import type { SessionResponse } from '../../shared/schemas/participants.js';
import { screenshot, usePhones } from '../support/browser.js';
import { expectAccessible, holdSession } from '../support/page-helpers.js';
import '../support/provided-context.js';
import { ownStack } from '../support/own-stack.js';
import { siteApi } from '../support/site-api.js';
import eventEn from '../../web/src/i18n/catalogues/event/en.js';
import eventRo from '../../web/src/i18n/catalogues/event/ro.js';

/*
 * The event home's "Reconnecting to live updates…" note is a polite live region that is in the page from the
 * start, empty while the socket is up: a region added together with its text may never be announced (the wall
 * does the same, useWall's offline flag). Dropped, the socket leaves its text there; back, the region empties.
 */
const { urls } = ownStack();
const phones = usePhones(urls.site);
const { http: api } = siteApi(urls.site);

const SCREENS = [
  { locale: 'en-US', t: eventEn.home, viewport: { width: 360, height: 640 } },
  { locale: 'ro-RO', t: eventRo.home, viewport: { width: 360, height: 640 } },
  { locale: 'ro-RO', t: eventRo.home, viewport: { width: 390, height: 664 } },
] as const;

describe('the event home, live updates lost and back', () => {
  for (const { locale, t, viewport } of SCREENS) {
    it(`${locale} ${viewport.width}×${viewport.height}: the reconnecting note's live region is there, empty, before the drop and says it after`, async () => {
      const title = `Flaky Hall ${locale} ${viewport.width}`;
      const created = await api<CreateEventResponse>('POST', '/api/events', { body: { title, organizerName: 'Ana' } });
      const code = created.event.code;
      const guest = await api<SessionResponse>('POST', `/api/events/${code}/join`, { body: { name: 'Gus' } });
      const context = await phones.context({ locale, viewport });
      await holdSession(context, guest);
      const page = await context.newPage();
      // The page's clock: the note's delay (3 s) and the reconnect's backoff are moved on by the test.
      await page.clock.install();
      // Every socket the page opens goes through to the server; the test can drop the open one. While "offline"
      // its connect tickets fail, so it stays down until the test lets it back.
      const sockets: WebSocketRoute[] = [];
      await page.routeWebSocket(/\/ws\?/, (ws) => {
        ws.connectToServer();
        sockets.push(ws);
      });
      let offline = false;
      await page.route(/\/api\/events\/[^/]+\/socket-ticket$/, (route) => (offline ? route.abort('internetdisconnected') : route.fallback()));
      // Once its socket is open, the event home re-reads its event (GET …/me: what was missed while connecting,
      // useLiveEvent): a re-read after a socket ticket is the sign that it is live.
      let ticketed = false;
      let liveReads = 0;
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path.endsWith('/socket-ticket')) ticketed = true;
        else if (ticketed && request.method() === 'GET' && path === `/api/events/${code}/me`) liveReads += 1;
      });

      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await expect.poll(() => liveReads, { timeout: 30_000 }).toBeGreaterThan(0);
      expect(sockets.length).toBe(1);
      // Live, and staying so past the note's delay: every polite status region is there and none says it.
      await page.clock.runFor(4_000);
      const statuses = page.getByRole('status');
      const before = await statuses.evaluateAll((regions) =>
        regions.map((region, i) => {
          region.setAttribute('data-before-drop', `${i}:${(region.textContent ?? '').trim()}`);
          return (region.textContent ?? '').trim();
        }),
      );
      expect(before, 'no reconnecting note while live').not.toContain(t.reconnecting);
      expect(before.filter((text) => text === '').length, 'an empty live region waits for the note').toBeGreaterThan(0);

      // The connection drops and cannot come back: after the delay, the note's text in a region that was there.
      offline = true;
      await sockets.at(-1)!.close({ code: 1001, reason: 'gone' });
      await page.clock.runFor(4_000);
      const note = page.getByRole('status').filter({ hasText: t.reconnecting });
      await note.waitFor({ timeout: 10_000 });
      expect(await note.count()).toBe(1);
      expect((await note.textContent())?.trim()).toBe(t.reconnecting);
      expect(
        (await note.getAttribute('data-before-drop')) ?? 'not in the page before the drop',
        'the note went into a live region present (and empty) before the drop',
      ).toMatch(/^\d+:$/);
      expect(await note.getAttribute('aria-live') ?? 'polite', 'polite, as role status is').toBe('polite');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scroll').toBe(true);
      await expectAccessible(page, `event home reconnecting ${locale} ${viewport.width}×${viewport.height}`);
      await screenshot(page, `event-home-reconnecting-${locale}-${viewport.width}x${viewport.height}`);

      // Back online: the next retry connects; the region stays, empty.
      offline = false;
      const marked = page.locator(`[data-before-drop="${await note.getAttribute('data-before-drop')}"]`);
      await page.clock.runFor(35_000);
      await expect.poll(() => marked.textContent(), { timeout: 45_000 }).toBe('');
      expect(await marked.getAttribute('role')).toBe('status');
    });
  }
});
