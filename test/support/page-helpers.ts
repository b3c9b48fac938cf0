import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { SessionResponse } from '../../shared/schemas/participants.js';

/** Serious and critical axe findings (WCAG 2 A and AA) on the page as it is now, one line each. */
export const seriousAxeFindings = async (page: Page, screen: string): Promise<string[]> => {
  // Entrance animations first (a sheet fading in reads as low contrast half-way: a finding that depended
  // on how fast the machine got here). Endless ones (a live dot's pulse) are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Legacy mode runs axe.run in the page itself. The default (runPartial) opens a second page in the phone's
  // context to merge the results and ships every pass back; our screens have no frames for it to visit. With only
  // the violations asked for, a staff tab took 0.31 s instead of 0.56 s (a 300-row table: 0.80 s instead of 2.0 s),
  // over ~300 runs in the browser layer. Same rules, same findings (axe-helper.test.ts).
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).options({ resultTypes: ['violations'] }).setLegacyMode(true).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${screen}: axe ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
};

/** Serious/critical axe findings and sideways scrolling of the page as it is now, each named with `screen`. */
export const layoutProblems = async (page: Page, screen: string): Promise<string[]> => {
  const problems = await seriousAxeFindings(page, screen);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) problems.push(`${screen}: scrolls sideways by ${overflow}px`);
  return problems;
};

/** A guest's camera: shutter → review → Keep Photo → uploaded. */
export const takeAndKeep = async (page: Page): Promise<void> => {
  const shutter = page.getByRole('button', { name: 'Take photo' });
  await expect.poll(() => shutter.isEnabled(), { timeout: 15_000 }).toBe(true);
  await shutter.click();
  await page.getByRole('heading', { name: 'Your Polaroid' }).waitFor();
  await page.getByRole('button', { name: 'Keep Photo' }).click();
  await page.getByText('Photo uploaded!', { exact: false }).waitFor({ timeout: 20_000 });
};

export const expectAccessible = async (page: Page, screen: string): Promise<void> => {
  expect(await seriousAxeFindings(page, screen)).toEqual([]);
};

interface ActionLook {
  name: string;
  /** Its computed background, text colour and border. */
  look: string;
  /** Filled with ink as a main action is: an opaque dark background. */
  inked: boolean;
}

/** Each element matching `selector`, in page order, as drawn. A name is the aria-labelledby text, else the text. */
const looksOf = (page: Page, selector: string): Promise<ActionLook[]> =>
  page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)].map((el) => {
        const s = getComputedStyle(el);
        const [r = 0, g = 0, b = 0, a = 1] = (s.backgroundColor.match(/[\d.]+/g) ?? []).map(Number);
        const by = el.getAttribute('aria-labelledby');
        const name = ((by ? document.getElementById(by)?.textContent : el.textContent) ?? '').trim();
        return { name, look: `${s.backgroundColor} ${s.color} ${s.borderTopWidth} ${s.borderTopStyle} ${s.borderTopColor}`, inked: a > 0.5 && r + g + b < 150 };
      }),
    selector,
  );

/**
 * The actions (buttons and links) inside `scope` as drawn: `main`, the names of those that look like a main
 * action (filled with ink); `others`, each other one's name and look, to hold against a known secondary's
 * (`lookOf`).
 */
export const actionLooks = async (page: Page, scope: string): Promise<{ main: string[]; others: { name: string; look: string }[] }> => {
  const actions = await looksOf(page, `${scope} button, ${scope} a[href]`);
  return { main: actions.filter((a) => a.inked).map((a) => a.name), others: actions.filter((a) => !a.inked).map(({ name, look }) => ({ name, look })) };
};

/** The look (background, text colour, border) of the first element matching `selector`. */
export const lookOf = async (page: Page, selector: string): Promise<string | undefined> => (await looksOf(page, selector))[0]?.look;

/** A marker that survives client-side navigation but not a reload: proves an update arrived live. */
export const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 42));
export const stillMarked = (page: Page) => page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 42);

/**
 * Makes a phone hold `joined` as its device session, stored exactly as web/src/model/session does
 * (candid:sessions:{CODE} plus the current pointer, each only when absent so the app's own changes stand).
 */
export const holdSession = async (context: BrowserContext, joined: SessionResponse, { creator = false } = {}): Promise<void> => {
  const at = new Date().toISOString();
  const session = {
    eventId: joined.event.id,
    eventCode: joined.event.code,
    participantId: joined.participant.id,
    userName: joined.participant.name,
    eventTitle: joined.event.title,
    createdAt: at,
    lastUsedAt: at,
    token: joined.token,
    creator,
  };
  await context.addInitScript(
    ({ key, value, pointer }) => {
      try {
        if (!localStorage.getItem(key)) localStorage.setItem(key, value);
        if (!localStorage.getItem('candid:session:current')) localStorage.setItem('candid:session:current', pointer);
      } catch {
        // about:blank has no storage.
      }
    },
    {
      key: `candid:sessions:${session.eventCode}`,
      value: JSON.stringify([session]),
      pointer: JSON.stringify({ eventCode: session.eventCode, participantId: session.participantId }),
    },
  );
};

/**
 * Visible controls smaller than the 44 px touch target (text links inside sentences excepted; radios and
 * checkboxes count by their label). The same rule as the journeys' scan.
 */
export const smallTouchTargets = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>('button, a[href], input:not([type=hidden]), select, textarea, [role=tab], summary');
    const small: string[] = [];
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || el.closest('[hidden], [inert]')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      if (el.tagName === 'A' && style.display === 'inline') continue;
      const target = el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox') ? (el.closest('label') ?? el) : el;
      const t = target.getBoundingClientRect();
      if (t.height < 43.5 || t.width < 43.5) small.push(`${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(t.width)}x${Math.round(t.height)}`);
    }
    return small;
  });
