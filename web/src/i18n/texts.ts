import { use, useSyncExternalStore } from 'react';
import type { Locale } from '../../../shared/i18n/locale';
import { catalogueLoaders, type Area, type AreaTexts } from './areas';
import { currentLocale, setLocale, subscribeLocale } from './localeStore';

/*
 * Loaded catalogues, by area and language. A screen reads its area with useTexts(area): loaded, it returns at
 * once; not yet, it suspends (React `use`) until the chunk arrives, so the route's Suspense shows its loading
 * state. startApp.tsx loads the first screens' area before the first render (hydration must not suspend).
 */
type Loaded = { [A in Area]?: Partial<Record<Locale, AreaTexts[A]>> };
const loaded: Loaded = {};
const pending = new Map<string, Promise<unknown>>();

export function peekTexts<A extends Area>(area: A, locale: Locale = currentLocale()): AreaTexts[A] | undefined {
  return (loaded[area] as Partial<Record<Locale, AreaTexts[A]>> | undefined)?.[locale];
}

export function loadTexts<A extends Area>(area: A, locale: Locale = currentLocale()): Promise<AreaTexts[A]> {
  const ready = peekTexts(area, locale);
  if (ready) return Promise.resolve(ready);
  const key = `${area}:${locale}`;
  let promise = pending.get(key) as Promise<AreaTexts[A]> | undefined;
  if (!promise) {
    promise = (catalogueLoaders[area][locale] as () => Promise<{ default: AreaTexts[A] }>)().then(
      (module) => {
        const byLocale = (loaded[area] ??= {}) as Partial<Record<Locale, AreaTexts[A]>>;
        byLocale[locale] = module.default;
        pending.delete(key);
        return module.default;
      },
      (error: unknown) => {
        pending.delete(key); // a later render asks again (a flaky network must not stick)
        throw error;
      },
    );
    pending.set(key, promise);
  }
  return promise;
}

/** Starts loading areas (a route's loader calls it beside its chunk, so the two arrive together). */
export const preloadTexts = (areas: readonly Area[], locale: Locale = currentLocale()): Promise<unknown> =>
  Promise.all(areas.map((area) => loadTexts(area, locale)));

/** The device's language, re-rendering on a switch. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribeLocale, currentLocale, currentLocale);
}

/** An area's texts in the device's language (suspends while its chunk loads). */
export function useTexts<A extends Area>(area: A): AreaTexts[A] {
  const locale = useLocale();
  return peekTexts(area, locale) ?? use(loadTexts(area, locale));
}

/**
 * An area's texts outside React (model code building a message). The area must be loaded already: its screen
 * loaded it before the code runs. Throws otherwise: a programming error, not a user's.
 */
export function currentTexts<A extends Area>(area: A): AreaTexts[A] {
  const texts = peekTexts(area);
  if (!texts) throw new Error(`i18n: the ${area} texts are not loaded`);
  return texts;
}

/**
 * Switches the language: first loads every area this page has loaded in the new language, so no screen
 * suspends (flashes its loading state) on the switch; then re-renders and remembers the choice.
 */
export async function switchLocale(locale: Locale): Promise<void> {
  const areas = (Object.keys(loaded) as Area[]).filter((area) => peekTexts(area) !== undefined);
  await preloadTexts(areas, locale);
  setLocale(locale, { remember: true });
}

/** The error texts of every loaded area in the device's language, by code. */
export function loadedErrorText(code: string, locale: Locale = currentLocale()): string | undefined {
  for (const area of Object.keys(loaded) as Area[]) {
    const errors = (peekTexts(area, locale) as { errors?: Readonly<Record<string, string>> } | undefined)?.errors;
    const text = errors?.[code];
    if (typeof text === 'string') return text;
  }
  return undefined;
}
