import type { Page } from 'playwright-core';
import { keyPaths } from '../../shared/i18n/catalogue.js';
import { AREAS, catalogueLoaders } from '../../web/src/i18n/areas.js';

const at = (catalogue: object, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], catalogue);

/**
 * Every English text of the catalogues that reads differently in Romanian (texts with values excluded): if
 * one of these shows on a screen in Romanian, English was left there.
 */
export async function englishOnlyTexts(): Promise<Set<string>> {
  const texts = new Set<string>();
  const romanian = new Set<string>();
  for (const area of AREAS) {
    const [en, ro] = await Promise.all([catalogueLoaders[area].en(), catalogueLoaders[area].ro()]);
    for (const path of keyPaths(en.default)) {
      const english = at(en.default, path);
      const translated = at(ro.default, path);
      if (typeof translated === 'string') romanian.add(translated.trim());
      if (typeof english === 'string' && english.trim() && english !== translated) texts.add(english.trim());
    }
  }
  for (const text of romanian) texts.delete(text); // a word both languages share is not English left over
  return texts;
}

/**
 * What a person reads on the page, piece by piece: each line of visible text, and the accessible names,
 * placeholders and titles a screen reader or the eye gets from attributes.
 */
export const readablePieces = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const pieces = document.body.innerText.split('\n').map((s) => s.trim());
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if ((el as HTMLElement).closest('[hidden], [aria-hidden="true"]')) continue;
      for (const attr of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(attr)?.trim();
        if (value) pieces.push(value);
      }
    }
    return pieces.filter(Boolean);
  });

/** The catalogue's English texts this page shows as a whole piece (a line, a label): English left in Romanian. */
export async function englishOnPage(page: Page, english: Set<string>): Promise<string[]> {
  return [...new Set((await readablePieces(page)).filter((piece) => english.has(piece)))];
}
