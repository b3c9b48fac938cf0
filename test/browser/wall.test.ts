import type { CDPSession, Page, WebSocketRoute } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { ChallengesView } from '../../shared/schemas/challenges.js';
import type { CreateEventResponse } from '../../shared/schemas/events.js';
import type { SessionResponse } from '../../shared/schemas/participants.js';
import type { GalleryPage } from '../../shared/schemas/photos.js';
import type { BallotResponse } from '../../shared/schemas/votes.js';
import { WALL_PHOTO_LIMIT, type WallLinkResponse } from '../../shared/schemas/wall.js';
import { AWARD_CATEGORY_IDS } from '../../shared/award-categories.js';
import { screenshot, usePhones } from '../support/browser.js';
import { drawCards } from '../support/drawn-cards.js';
import '../support/provided-context.js';
import { expectAccessible, holdSession } from '../support/page-helpers.js';
import { siteApi } from '../support/site-api.js';
import { ownStack } from '../support/own-stack.js';
import galleryEn from '../../web/src/i18n/catalogues/gallery/en.js';
import galleryRo from '../../web/src/i18n/catalogues/gallery/ro.js';
import { CYCLE_MS } from '../../web/src/model/wall/useWall.js';

/*
 * Issue 19, item 1: the live wall on a TV (a 1920×1080 desktop context, and a portrait one) against the local
 * stack. The creator opens the wall link from the admin screen; photos kept on a guest's phone (fake camera)
 * show on the wall (p95 over 20 reported); the winners after the end; a revoked link is refused; and the
 * wall stays flat in memory through 500 photos.
 */

const { urls, env } = ownStack();
const { http, uploadPhoto } = siteApi(urls.site);
const phones = usePhones(urls.site);

const createEvent = (title: string, extra: Record<string, unknown> = {}) =>
  http<CreateEventResponse>('POST', '/api/events', { body: { title, organizerName: 'Olga', ...extra } });
const moveServerClock = (offsetMs: number) => http<{ offsetMs: number }>('POST', '/__test__/clock', { body: { offsetMs } });
const joinEvent = (code: string, name: string, token?: string) => http<SessionResponse>('POST', `/api/events/${code}/join`, { token, body: { name } });
const startedEvent = async (title: string, extra: Record<string, unknown> = {}) => {
  const created = await createEvent(title, extra);
  const code = created.event.code;
  const organizer = await joinEvent(code, 'Olga', created.creatorToken);
  await http('POST', `/api/events/${code}/start`, { token: created.creatorToken });
  return { created, code, organizer };
};

/** A TV: a desktop context of the given size (no touch, no mobile user agent). */
const tv = async (viewport = { width: 1920, height: 1080 }): Promise<Page> =>
  (phones.track(await phones.browser.newContext({ baseURL: urls.site, viewport }))).newPage();

/** The path of a wall link (its origin is the configured public address, which may not be this stack's). */
const pathOf = (link: string) => {
  const u = new URL(link);
  return `${u.pathname}${u.search}${u.hash}`;
};

/**
 * Records in the page when each photo id first shows on the wall (its featured polaroid's image loaded, or
 * failed: seeded photos have no files), in window.__wallSeen (id → epoch ms, this machine's clock).
 */
const watchWall = (page: Page) =>
  page.evaluate(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { __wallSeen: Record<string, number> }).__wallSeen = seen;
    const check = () => {
      for (const figure of document.querySelectorAll<HTMLElement>('.wall__photo[data-photo-id]')) {
        const id = figure.dataset.photoId ?? '';
        if (id in seen) continue;
        const img = figure.querySelector('img');
        if (!img) continue;
        if (img.complete) seen[id] = Date.now();
        else {
          const mark = () => {
            if (!(id in seen)) seen[id] = Date.now();
          };
          img.addEventListener('load', mark, { once: true });
          img.addEventListener('error', mark, { once: true });
        }
      }
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-photo-id'] });
    check();
  });
const seenOnWall = (page: Page) => page.evaluate(() => (window as unknown as { __wallSeen: Record<string, number> }).__wallSeen);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

const shutter = (page: Page) => page.getByRole('button', { name: 'Take photo' });

/** The screens a wall is shown on: TVs in landscape, a portrait screen, a phone. */
const SCREENS = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
  { width: 1080, height: 1920 },
  { width: 390, height: 844 },
] as const;

/**
 * What is wrong with the wall's layout as it is now, one line each (none: it fits): every part on screen, the
 * join panel's parts clear of the photos and the challenge card, no text spilling out of its box, the featured
 * polaroid of its own shape (not stretched by its caption) and its photo a real size, each winner's card of a
 * polaroid's shape with its photo and texts inside it and clear of the others. Boxes as drawn (transforms
 * included, with a pixel or two of slack for the polaroids' tilt at their edges).
 */
const layoutFaults = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const faults: string[] = [];
    const all = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)];
    const name = (el: Element) => `${el.className.toString().split(' ')[0]}${el.textContent ? ` "${el.textContent.trim().slice(0, 24)}"` : ''}`;
    const inside = (a: DOMRect, b: DOMRect, slack = 2) => a.left >= b.left - slack && a.top >= b.top - slack && a.right <= b.right + slack && a.bottom <= b.bottom + slack;
    const overlap = (a: DOMRect, b: DOMRect) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;
    const screen = new DOMRect(0, 0, window.innerWidth, window.innerHeight);
    const page = document.documentElement;
    if (page.scrollWidth > screen.width || page.scrollHeight > screen.height) faults.push(`the page scrolls (${page.scrollWidth}×${page.scrollHeight})`);
    const panel = all('.wall__panel > *');
    const shown = all('.wall__photo, .wall__challenge, .wall__strip-item, .wall__winners-title, .wall__winners-list .polaroid');
    for (const el of [...panel, ...shown]) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) faults.push(`${name(el)} has no size`);
      else if (!inside(r, screen)) faults.push(`${name(el)} off screen (${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.right)}×${Math.round(r.bottom)})`);
    }
    for (const a of panel) for (const b of shown) if (overlap(a.getBoundingClientRect(), b.getBoundingClientRect())) faults.push(`${name(a)} overlaps ${name(b)}`);
    for (const a of all('.wall__photo, .wall__challenge')) {
      for (const b of all('.wall__strip-item')) if (overlap(a.getBoundingClientRect(), b.getBoundingClientRect())) faults.push(`${name(a)} overlaps ${name(b)}`);
    }
    for (const img of all('.wall img')) if ((img as HTMLImageElement).naturalWidth === 0) faults.push(`${img.getAttribute('alt') ?? 'an image'} did not load`);
    const stage = document.querySelector('.wall__stage')?.getBoundingClientRect();
    for (const el of all('.wall__challenge')) if (stage && !inside(el.getBoundingClientRect(), stage, 12)) faults.push(`${name(el)} spills out of the stage`);
    // (A winner's category and name end in an ellipsis past two and three lines, by design.)
    for (const el of all('.wall__photo-caption, .wall__photo-challenge, .wall__challenge-text, .wall__code')) {
      if (el.scrollWidth > el.clientWidth + 1) faults.push(`${name(el)} cut off (${el.scrollWidth} > ${el.clientWidth} px wide)`);
    }
    for (const figure of all('.wall__photo')) {
      // The polaroid's own shape (1080 × 1250), whatever its caption says.
      if (figure.offsetWidth > (figure.offsetHeight * 1080) / 1250 + 2) faults.push(`${name(figure)} stretched to ${figure.offsetWidth}×${figure.offsetHeight}`);
      const img = figure.querySelector('img')?.getBoundingClientRect();
      if (!img || img.height < 0.3 * Math.min(window.innerWidth, window.innerHeight)) faults.push(`the featured photo is ${Math.round(img?.height ?? 0)} px high`);
    }
    const cards = all('.wall__winners-list .polaroid');
    for (const [i, card] of cards.entries()) {
      const r = card.getBoundingClientRect();
      // Its photo across the card: no blank paper beside it or above and below it (object-fit: contain).
      const photo = card.querySelector('img');
      if (photo) {
        const ratio = photo.naturalWidth / photo.naturalHeight;
        const blankX = photo.clientWidth - Math.min(photo.clientWidth, photo.clientHeight * ratio);
        const blankY = photo.clientHeight - Math.min(photo.clientHeight, photo.clientWidth / ratio);
        if (blankX > 0.05 * card.clientWidth || blankY > 0.05 * card.clientHeight) faults.push(`winner card ${i}: blank paper around its photo (${Math.round(blankX)} px beside, ${Math.round(blankY)} px above and below)`);
      }
      for (const part of card.querySelectorAll('img, p')) {
        const box = part.getBoundingClientRect();
        if (box.height > 0 && !inside(box, r)) faults.push(`${name(part)} spills out of winner card ${i}`);
      }
      const img = card.querySelector('img')?.getBoundingClientRect();
      if (!img || img.height < 0.3 * r.height) faults.push(`winner card ${i}: its photo is ${Math.round(img?.height ?? 0)} of ${Math.round(r.height)} px`);
      for (const other of cards.slice(i + 1)) if (overlap(r, other.getBoundingClientRect())) faults.push(`winner card ${i} overlaps ${name(other)}`);
    }
    return faults;
  });

/**
 * A wall open on each of SCREENS (one context each, reduced motion: boxes measured at rest), on the page's own
 * clock (install: time flows, and the test can move it on). A page resized in the test instead was measured a
 * frame late now and then: the polaroid still sized for the screen before.
 */
const wallOnEveryScreen = async (path: string): Promise<Page[]> =>
  Promise.all(
    SCREENS.map(async (viewport) => {
      const page = await (phones.track(await phones.browser.newContext({ baseURL: urls.site, viewport, reducedMotion: 'reduce' }))).newPage();
      await page.clock.install();
      await page.goto(path);
      return page;
    }),
  );

/** The layout faults of the walls (wallOnEveryScreen) once their images are in, each line named with its state and screen; a screenshot of each. */
const faultsOnEveryScreen = async (walls: Page[], state: string): Promise<string[]> => {
  const faults: string[] = [];
  for (const page of walls) {
    const { width, height } = page.viewportSize()!;
    await page.waitForFunction(() => [...document.querySelectorAll('img')].every((i) => i.complete));
    faults.push(...(await layoutFaults(page)).map((f) => `${state} at ${width}×${height}: ${f}`));
    await page.evaluate(() => Promise.all([...document.images].map((i) => i.decode().catch(() => undefined))));
    await screenshot(page, `wall-fit-${state}-${width}x${height}`);
  }
  return faults;
};

describe('live wall', () => {
  it('opened from the admin screen, it shows photos kept on a phone live, then the winners; landscape and portrait', async () => {
    const { created, code, organizer } = await startedEvent('Wall Party', { maxPhotosPerUser: 25 });

    // The creator opens the live wall from the admin screen: a link to copy.
    const admin = await phones.open();
    await holdSession(admin.context(), organizer, { creator: true });
    await admin.goto(`/event-admin?event=${code}`);
    await admin.getByRole('button', { name: 'Open live wall' }).click();
    const link = await admin.getByLabel('Wall link').inputValue();
    expect(link).toMatch(new RegExp(`/wall\\?event=${code}#k=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
    await admin.getByRole('button', { name: 'Copy wall link' }).click();
    await admin.getByText('Wall link copied!').waitFor();
    expect(await admin.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // The TV: title, code and the join QR code, before any photo.
    const wall = await tv();
    const requests: string[] = [];
    wall.on('request', (r) => requests.push(r.url()));
    await wall.goto(pathOf(link));
    await wall.getByRole('heading', { level: 1, name: 'Wall Party' }).waitFor();
    await wall.getByText('Photos appear here as guests take them').waitFor();
    expect(await wall.locator('.wall__code').textContent()).toBe(code);
    const qr = wall.locator('.wall__panel .qr');
    expect(new URL((await qr.getAttribute('data-value')) ?? '').searchParams.get('code')).toBe(code);
    await qr.getByRole('img').waitFor();
    // No control on the wall at all.
    expect(await wall.locator('button, a[href], input, select, textarea').count()).toBe(0);
    await expectAccessible(wall, 'wall (empty)');
    await watchWall(wall);
    // The guest's phone: the camera of a running event.
    const gus = await joinEvent(code, 'Gus');
    const guest = await phones.open();
    await holdSession(guest.context(), gus);
    await guest.goto('/');

    // Photos kept on the phone: each shows on the wall; time from Keep to the wall's image (reported: the
    // load bench measures the budget; eight samples here, not twenty, since nothing asserts them).
    const KEPT = 8;
    const latencies: number[] = [];
    for (let i = 0; i < KEPT; i++) {
      await expect.poll(() => shutter(guest).isEnabled(), { timeout: 15_000 }).toBe(true);
      await shutter(guest).click();
      await guest.getByRole('heading', { name: 'Your Polaroid' }).waitFor();
      const before = Object.keys(await seenOnWall(wall)).length;
      const keptAt = Date.now();
      await guest.getByRole('button', { name: 'Keep Photo' }).click();
      await wall.waitForFunction((n) => Object.keys((window as unknown as { __wallSeen: Record<string, number> }).__wallSeen).length > n, before, { timeout: 15_000 });
      const seen = await seenOnWall(wall);
      latencies.push(Math.max(...Object.values(seen)) - keptAt);
    }
    const p50 = percentile(latencies, 50);
    const p95 = percentile(latencies, 95);
    console.log(`[wall] Keep Photo → shown on the wall, ${KEPT} photos: p50 ${p50} ms, p95 ${p95} ms, max ${Math.max(...latencies)} ms (${latencies.join(', ')})`);
    // Reported, not asserted: the budget is 1 s p95 (DESIGN 12), measured by the bench's load run; a bound
    // here only measured how busy the machine was (5 076 ms failed CI, session 10).
    await expect.poll(() => wall.locator('.wall__photo figcaption').textContent()).toBe('Gus');
    await wall.getByRole('list', { name: 'Recent photos' }).getByRole('listitem').first().waitFor();
    await expect.poll(() => wall.locator('.wall__count').textContent()).toBe(`${KEPT} photos`);
    // The token never went into a URL the wall requested (it travels in the Authorization header).
    const token = new URLSearchParams(new URL(link).hash.slice(1)).get('k') ?? '';
    expect(requests.filter((u) => u.includes(token))).toEqual([]);
    // The newest polaroid's entrance animation, to its end (none under reduced motion).
    await wall.locator('.wall__photo').evaluate((figure) => Promise.all(figure.getAnimations().map((a) => a.finished)));
    await screenshot(wall, 'wall-landscape');
    await expectAccessible(wall, 'wall (photos)');

    // Portrait: the same wall, everything on screen. Its clock is the page's own (time flows), so the cycle
    // below is moved on rather than waited for.
    const tall = await tv({ width: 1080, height: 1920 });
    await tall.clock.install();
    await tall.goto(pathOf(link));
    await tall.locator('.wall__photo img').waitFor();
    // When nothing is new, the wall cycles through the recent photos.
    const featured = await tall.locator('.wall__photo').getAttribute('data-photo-id');
    await tall.clock.fastForward(CYCLE_MS);
    await expect.poll(() => tall.locator('.wall__photo').getAttribute('data-photo-id')).not.toBe(featured);
    await tall.locator('.wall__photo img').waitFor();
    for (const selector of ['.wall__title', '.wall__code', '.wall__panel .qr', '.wall__photo']) {
      const box = await tall.locator(selector).boundingBox();
      expect(box, selector).not.toBeNull();
      expect(box!.y + box!.height, selector).toBeLessThanOrEqual(1920);
      expect(box!.x + box!.width, selector).toBeLessThanOrEqual(1080);
    }
    await screenshot(tall, 'wall-portrait');
    await expectAccessible(tall, 'wall (portrait)');

    // A vote, then the end: the wall shows the winners.
    const ballot = await http<BallotResponse>('POST', `/api/events/${code}/ballot`, { token: organizer.token, body: {} });
    if (ballot.kind !== 'photo') throw new Error(`no ballot photo: ${ballot.kind}`);
    // Counted once the observation time has passed: the server's test clock is moved past votableAt, not waited for
    // (and back when the test ends).
    onTestFinished(async () => {
      await moveServerClock(0);
    });
    await moveServerClock(Math.max(0, Date.parse(ballot.votableAt) - Date.now()) + 1_000);
    await http('POST', `/api/events/${code}/votes`, { token: organizer.token, body: { photoId: ballot.photo.id, category: 'most_candid' } });
    await http('POST', `/api/events/${code}/end`, { token: created.creatorToken });
    await wall.getByRole('heading', { name: 'And the winners are…' }).waitFor();
    // Ended: the wall says so, and no longer invites anyone to join (no QR code, no "Scan to join").
    await wall.getByText('The event has ended', { exact: true }).waitFor();
    expect(await wall.getByText('Scan to join', { exact: false }).count()).toBe(0);
    expect(await wall.locator('.qr').count()).toBe(0);
    const winner = wall.getByRole('list', { name: 'Award winners' }).getByRole('listitem');
    await expect.poll(() => winner.count()).toBe(1);
    expect(await winner.getAttribute('data-photo-id')).toBe(ballot.photo.id);
    expect(await winner.textContent()).toContain('Most Candid');
    expect(await winner.textContent()).toContain('Gus');
    await wall.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.wall__winner img')].every((i) => i.complete));
    await screenshot(wall, 'wall-winners');
    await expectAccessible(wall, 'wall (winners)');
  });

  it('reveal after the end: the wall counts the photos guests take and shows none; the end reveals them live; a hidden one leaves at once', async () => {
    const { created, code, organizer } = await startedEvent('Secret Party', { revealAfterEnd: true });
    const link = await http<WallLinkResponse>('POST', `/api/events/${code}/wall`, { token: created.creatorToken });
    const wall = await tv();
    // Everything the wall's socket receives, to check that no photo id was in it before the end.
    const frames: string[] = [];
    wall.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))));
    const photoReads: string[] = [];
    wall.on('request', (r) => {
      if (/\/api\/wall\/[^/]+\/photos\//.test(r.url())) photoReads.push(r.url());
    });
    await wall.goto(`/wall?event=${code}#k=${link.token}`);
    await wall.getByText('The photos are revealed when the event ends').waitFor();
    const count = wall.locator('.wall__reveal-count');
    expect(await count.textContent()).toBe('0 photos taken');
    await expect.poll(() => wall.locator('main').getAttribute('data-live'), { timeout: 45_000 }).toBe('true');
    await expectAccessible(wall, 'wall (reveal, waiting)');

    // Two guests shoot, on a 390×844 phone and a short 360×640 one; the wall's count rises, no photo shows.
    const [gus, mia] = await Promise.all([joinEvent(code, 'Gus'), joinEvent(code, 'Mia')]);
    const gusPhone = await phones.open();
    const miaPhone = await phones.open({ viewport: { width: 360, height: 640 } });
    await holdSession(gusPhone.context(), gus);
    await holdSession(miaPhone.context(), mia);
    for (const [i, phone] of [gusPhone, miaPhone].entries()) {
      await phone.goto('/');
      await expect.poll(() => shutter(phone).isEnabled(), { timeout: 15_000 }).toBe(true);
      await shutter(phone).click();
      await phone.getByRole('heading', { name: 'Your Polaroid' }).waitFor();
      await phone.getByRole('button', { name: 'Keep Photo' }).click();
      await expect.poll(() => count.textContent()).toBe(i === 0 ? '1 photo taken' : '2 photos taken');
      expect(await wall.locator('.wall__photo, .wall__strip, .wall__stage img').count()).toBe(0);
    }
    await screenshot(wall, 'wall-reveal-waiting');
    // Mia's gallery (the short phone), all photos: her own only, until the end.
    await miaPhone.goto(`/gallery?${new URLSearchParams({ event: code, user: 'Mia', tab: 'all' }).toString()}`);
    const miaGrid = miaPhone.locator('.grid__item');
    await expect.poll(() => miaGrid.count()).toBe(1);

    // The end: the wall shows the photos and says the event has ended, the gallery reveals Gus's — no reload.
    await http('POST', `/api/events/${code}/end`, { token: created.creatorToken });
    await wall.locator('.wall__photo img').waitFor();
    await wall.getByText('The event has ended', { exact: true }).waitFor();
    expect(await wall.getByText('Scan to join', { exact: false }).count()).toBe(0);
    await expect.poll(() => miaGrid.count()).toBe(2);
    // Both photos' ids, as the creator's gallery lists them.
    const ids = (await http<GalleryPage>('GET', `/api/events/${code}/photos?limit=50`, { token: organizer.token })).photos.map((p) => p.id);
    expect(ids).toHaveLength(2);
    // Nothing of a photo reached the wall before the end: no photo read, no id in a frame before the end.
    const endFrame = frames.findIndex((f) => f.includes('"completed"'));
    expect(endFrame).toBeGreaterThanOrEqual(0);
    for (const id of ids) expect(frames.slice(0, endFrame).some((f) => f.includes(id)), id).toBe(false);
    expect(photoReads).toEqual([]);
    await expect.poll(() => wall.locator('.wall__count').textContent()).toBe('2 photos');
    await expectAccessible(wall, 'wall (revealed)');
    await screenshot(wall, 'wall-revealed');

    // The creator hides the featured photo: it leaves the wall's cycle and its count, live (no reload; how fast
    // is the bench's realtime figure, not this test's).
    const hidden = await wall.locator('.wall__photo').getAttribute('data-photo-id');
    await http('POST', `/api/events/${code}/photos/${hidden}/hide`, { token: created.creatorToken });
    await wall.waitForFunction(
      (id) => !document.querySelector(`[data-photo-id="${id}"]`) && document.querySelector('.wall__count')?.textContent === '1 photo',
      hidden,
    );
    expect(await wall.locator('.wall__photo').getAttribute('data-photo-id')).not.toBe(hidden);
  });

  it('fits every screen (TV, 720p, portrait, phone) with the longest title and name, a challenge caption and card, ten tied winners, three, none', async () => {
    // The longest title and name the forms take, a typed challenge of the longest length.
    const title = 'The Annual Company Summer Party and Family Day at the Lakeside Resort, Second Edition Bucharest 2030';
    const longName = 'Maximilian-Alexander Popescu-Brâncoveanu';
    const prompt = 'Grandma on the dance floor with the groom’s uncle and the whole brass band, too!';
    expect([title.length, longName.length, prompt.length]).toEqual([100, 40, 80]);
    const { created, code, organizer } = await startedEvent(title, { maxPhotosPerUser: 15 });
    const [max, mia] = await Promise.all([joinEvent(code, longName), joinEvent(code, 'Mia')]);
    const { prompts } = await http<ChallengesView>('PUT', `/api/events/${code}/challenges`, {
      token: created.creatorToken,
      body: { enabled: true, prompts: [{ text: prompt }] },
    });
    // Real JPEGs (polaroid cards as the camera makes them), so the screenshots show photos.
    const cards = await drawCards(phones.browser, Array.from({ length: 11 }, (_, i) => ({ label: `#${i + 1}`, hue: (i * 53) % 360 })));
    const photos: Awaited<ReturnType<typeof uploadPhoto>>[] = [];
    for (const card of cards) photos.push(await uploadPhoto(code, max.token, card));
    const newest = photos.at(-1)!;
    await http('PUT', `/api/events/${code}/photos/${newest.id}/challenge`, { token: max.token, body: { promptId: prompts[0]!.id } });

    const link = await http<WallLinkResponse>('POST', `/api/events/${code}/wall`, { token: created.creatorToken });
    const walls = await wallOnEveryScreen(`/wall?event=${code}#k=${link.token}`);
    for (const wall of walls) await wall.locator(`.wall__photo[data-photo-id="${newest.id}"] .wall__photo-challenge`).waitFor();
    expect(await faultsOnEveryScreen(walls, 'photos')).toEqual([]);

    // Three quiet turns of photos, then the challenge card (each wall's clock moved on, not waited for).
    for (const wall of walls) {
      for (let turn = 0; turn < 4 && (await wall.locator('.wall__challenge').count()) === 0; turn++) await wall.clock.runFor(8000);
      await wall.locator('.wall__challenge-text').filter({ hasText: prompt }).waitFor();
    }
    expect(await faultsOnEveryScreen(walls, 'card')).toEqual([]);

    // Ten categories won, each a tie of two (Max's photos, voted by Olga and Mia), then the end: the winners.
    Object.assign(process.env, env);
    const { seedHandouts } = await import('../support/seed-photos.js');
    const voters = [organizer, mia];
    await Promise.all(voters.map((v) => seedHandouts(code, v.participant.id, photos.map((p) => p.id))));
    for (const [i, category] of AWARD_CATEGORY_IDS.entries()) {
      for (const [j, voter] of voters.entries()) {
        await http('POST', `/api/events/${code}/votes`, { token: voter.token, body: { photoId: photos[i + j]!.id, category } });
      }
    }
    await http('POST', `/api/events/${code}/end`, { token: created.creatorToken });
    for (const wall of walls) await expect.poll(() => wall.locator('.wall__winner').count()).toBe(10);
    expect(await walls[0]!.locator('.wall__winner').first().textContent()).toContain(`${longName} and 1 more · 1 vote`);
    expect(await faultsOnEveryScreen(walls, 'winners')).toEqual([]);

    // Three winners, short names: three polaroids side by side (landscape), not three columns of blank paper.
    const three = await startedEvent('Three Winners');
    const gus = await joinEvent(three.code, 'Gus');
    const gusPhotos: typeof photos = [];
    for (const card of cards.slice(0, 3)) gusPhotos.push(await uploadPhoto(three.code, gus.token, card));
    await seedHandouts(three.code, three.organizer.participant.id, gusPhotos.map((p) => p.id));
    for (const [i, photo] of gusPhotos.entries()) {
      await http('POST', `/api/events/${three.code}/votes`, { token: three.organizer.token, body: { photoId: photo.id, category: AWARD_CATEGORY_IDS[i] } });
    }
    await http('POST', `/api/events/${three.code}/end`, { token: three.created.creatorToken });
    const threeLink = await http<WallLinkResponse>('POST', `/api/events/${three.code}/wall`, { token: three.created.creatorToken });
    const threeWalls = await wallOnEveryScreen(`/wall?event=${three.code}#k=${threeLink.token}`);
    for (const wall of threeWalls) await expect.poll(() => wall.locator('.wall__winner').count()).toBe(3);
    expect(await faultsOnEveryScreen(threeWalls, 'three-winners')).toEqual([]);

    // Ended without a vote: no "And the winners are…" over nothing; its photos go on showing beside the end.
    const quiet = await startedEvent('Quiet Party');
    const mo = await joinEvent(quiet.code, 'Mo');
    const quietPhoto = await uploadPhoto(quiet.code, mo.token, cards[0]!);
    await http('POST', `/api/events/${quiet.code}/end`, { token: quiet.created.creatorToken });
    const quietLink = await http<WallLinkResponse>('POST', `/api/events/${quiet.code}/wall`, { token: quiet.created.creatorToken });
    const quietWalls = await wallOnEveryScreen(`/wall?event=${quiet.code}#k=${quietLink.token}`);
    for (const wall of quietWalls) {
      await wall.getByText('The event has ended', { exact: true }).waitFor();
      expect(await wall.getByRole('heading', { name: 'And the winners are…' }).count()).toBe(0);
      await wall.locator(`.wall__photo[data-photo-id="${quietPhoto.id}"] img`).waitFor();
    }
    expect(await faultsOnEveryScreen(quietWalls, 'ended-no-votes')).toEqual([]);
  });

  it('a revoked wall link is refused: the open wall says so at once, and the link opens nothing', async () => {
    const { code, organizer } = await startedEvent('Revoked Wall');
    const admin = await phones.open();
    await holdSession(admin.context(), organizer, { creator: true });
    await admin.goto(`/event-admin?event=${code}`);
    await admin.getByRole('button', { name: 'Open live wall' }).click();
    const link = await admin.getByLabel('Wall link').inputValue();
    const wall = await tv();
    await wall.goto(pathOf(link));
    await wall.getByRole('heading', { level: 1, name: 'Revoked Wall' }).waitFor();
    // Live once its socket is up (ticket, connect): in a full CI run on 2 loaded cores that took over 15 s once.
    await expect.poll(() => wall.locator('main').getAttribute('data-live'), { timeout: 45_000 }).toBe('true');

    await admin.getByRole('button', { name: 'Revoke wall link' }).click();
    await admin.getByText('Wall link revoked.').waitFor();
    await wall.getByRole('alert').filter({ hasText: 'This wall link was revoked by the organizer.' }).waitFor();
    await expectAccessible(wall, 'wall (revoked)');
    await wall.reload();
    await wall.getByRole('alert').filter({ hasText: 'This wall link was revoked by the organizer.' }).waitFor();
    // A link without its token says so too.
    await wall.goto(`/wall?event=${code}`);
    await wall.getByRole('alert').filter({ hasText: 'This wall link is not valid.' }).waitFor();
  });

  it('keeps running through 500 photos with a flat JS heap', async () => {
    const { created, code } = await startedEvent('Long Night');
    const guest = await joinEvent(code, 'Gus');
    const link = await http<WallLinkResponse>('POST', `/api/events/${code}/wall`, { token: created.creatorToken });
    // The table client is built from the environment at import: the local stack's, for seeding.
    Object.assign(process.env, env);
    const { seedPhotos } = await import('../support/seed-photos.js');
    const uploader = { id: guest.participant.id, name: 'Gus' };

    const wall = await tv();
    await wall.goto(`/wall?event=${code}#k=${link.token}`);
    await wall.getByRole('heading', { level: 1, name: 'Long Night' }).waitFor();
    await expect.poll(() => wall.locator('main').getAttribute('data-live')).toBe('true');
    await watchWall(wall);
    const cdp: CDPSession = await wall.context().newCDPSession(wall);
    await cdp.send('HeapProfiler.enable');
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    const shown = (n: number) => expect.poll(() => wall.locator('.wall__count').textContent(), { timeout: 30_000 }).toBe(`${n} photos`);

    // Photos come in small batches as they would arrive (single fetches) and bursts (re-reads of the page). Each
    // batch and its count are written at once, as confirm writes them (the wall shows a re-read page's count), and
    // broadcast (the stream settled) before the next is written: it reaches the wall as a frame of its own rather
    // than merged into a burst. The wait is outside the page, whose heap is measured.
    let total = 0;
    let round = 0;
    const reads = { single: 0, page: 0 };
    wall.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (/^\/api\/wall\/[^/]+\/photos\/[^/]+$/.test(path)) reads.single++;
      else if (/^\/api\/wall\/[^/]+$/.test(path)) reads.page++;
    });
    const addUpTo = async (target: number) => {
      const ids: string[] = [];
      for (; total < target; round++) {
        const n = Math.min(target - total, round % 3 === 0 ? 9 : 2);
        ids.push(...(await seedPhotos(code, uploader, n, { atomic: true })));
        total += n;
        expect((await fetch(`${urls.site}/__test__/streams/settle`, { method: 'POST' })).status, 'the stream broadcast the batch').toBe(200);
      }
      return ids;
    };

    // Warm up (both of the wall's ways in, its code paths and caches), then the baseline.
    await addUpTo(25);
    await shown(total);
    const baseline = await heap();

    // 475 more.
    const newest = (await addUpTo(500)).reduce((a, b) => (a > b ? a : b));
    await shown(500);
    // Both ways in were taken: photos fetched one by one, and bursts read as a page.
    console.log(`[wall] 500 photos in: ${reads.single} single photo reads, ${reads.page} page reads`);
    expect(reads.single).toBeGreaterThan(0);
    expect(reads.page).toBeGreaterThan(0);
    const after = await heap();
    const images = await wall.locator('img').count();
    console.log(`[wall] JS heap after GC: ${(baseline / 1e6).toFixed(2)} MB at 25 photos → ${(after / 1e6).toFixed(2)} MB at 500 (${(((after - baseline) / baseline) * 100).toFixed(1)} %); ${images} images in the page`);
    expect(after).toBeLessThan(baseline * 1.2);
    // The page keeps a bounded set: at most WALL_PHOTO_LIMIT photos held, and in the DOM the featured photo,
    // the strip and the QR code. (At this scale an unbounded list would add only ~0.3 MB of heap, inside
    // the +20 % bound: this count is what catches it.)
    expect(Number(await wall.locator('main').getAttribute('data-kept'))).toBeLessThanOrEqual(WALL_PHOTO_LIMIT);
    expect(images).toBeLessThanOrEqual(1 + 6 + 1);
    // And it kept up: the newest photo was featured.
    await expect.poll(async () => newest in (await seenOnWall(wall)), { timeout: 15_000 }).toBe(true);
  });
});

describe('live wall, connection lost', () => {
  it('says it is reconnecting while its socket is down and not once it is back: English and Romanian, on a TV and on phones', async () => {
    const { created, code } = await startedEvent('Flaky Venue');
    const link = await http<WallLinkResponse>('POST', `/api/events/${code}/wall`, { token: created.creatorToken });
    const screens = [
      { locale: 'en-US', t: galleryEn.wall, viewport: { width: 1920, height: 1080 } },
      { locale: 'ro-RO', t: galleryRo.wall, viewport: { width: 1920, height: 1080 } },
      { locale: 'en-US', t: galleryEn.wall, viewport: { width: 360, height: 640 } },
      { locale: 'ro-RO', t: galleryRo.wall, viewport: { width: 390, height: 664 } },
    ] as const;
    for (const { locale, t, viewport } of screens) {
      const page = await (phones.track(await phones.browser.newContext({ baseURL: urls.site, viewport, locale, reducedMotion: 'reduce' }))).newPage();
      // The page's clock, so the reconnect's backoff is moved on by the test, not waited for.
      await page.clock.install();
      // Every socket the wall opens goes through to the server; the test can drop the one that is open. While
      // "offline", its connect tickets fail, so it cannot come back until the test lets it.
      const sockets: WebSocketRoute[] = [];
      await page.routeWebSocket(/\/ws\?/, (ws) => {
        ws.connectToServer();
        sockets.push(ws);
      });
      let offline = false;
      await page.route(/\/api\/wall\/[^/]+\/socket-ticket$/, (route) => (offline ? route.abort('internetdisconnected') : route.fallback()));
      await page.goto(`/wall?event=${code}#k=${link.token}`);
      await page.getByRole('heading', { level: 1, name: 'Flaky Venue' }).waitFor();
      const live = () => page.locator('main').getAttribute('data-live');
      await expect.poll(live, { timeout: 45_000 }).toBe('true');
      const sign = page.getByRole('status').filter({ hasText: t.reconnecting });
      expect(await sign.count(), 'no sign while live').toBe(0);

      // The venue's Wi-Fi drops the connection: the sign, at once, whole on the screen.
      offline = true;
      await sockets.at(-1)!.close({ code: 1001, reason: 'gone' });
      await expect.poll(live).toBe('false');
      await sign.waitFor({ timeout: 10_000 });
      expect(
        await sign.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.left >= 0 && r.top >= 0 && r.right <= window.innerWidth && r.bottom <= window.innerHeight && el.scrollWidth <= el.clientWidth + 1;
        }),
        'the sign is whole on the screen',
      ).toBe(true);
      // A retry on the backoff fails too: still reconnecting.
      await page.clock.runFor(2_000);
      expect(await sign.count()).toBe(1);
      await expectAccessible(page, `wall reconnecting ${locale} ${viewport.width}×${viewport.height}`);
      await screenshot(page, `wall-reconnecting-${locale}-${viewport.width}x${viewport.height}`);

      // Back online: the next retry (the backoff moved on) connects, and the sign goes.
      offline = false;
      await page.clock.runFor(35_000);
      await expect.poll(live, { timeout: 45_000 }).toBe('true');
      expect(await sign.count(), 'no sign once live again').toBe(0);
      await page.context().close();
    }
  });
});
