import { DEFAULT_LOCALE, isLocale, pickLocale, type Locale } from '../../../shared/i18n/locale';
import { readStored, writeStored } from '../storage/deviceStorage';

/**
 * Which language this device reads: the one chosen with the switch (remembered on the device), else the
 * browser's (`navigator.languages`: Romanian or English, anything else English). A plain store read with
 * useSyncExternalStore, so the boot entry, model code and React all see one answer; `<html lang>` follows.
 */
export const LOCALE_STORAGE_KEY = 'candid:lang';

let current: Locale | undefined;
const listeners = new Set<() => void>();

/** The device's language, decided on the first call (Node, at build time: English unless set). */
export function currentLocale(): Locale {
  if (current === undefined) current = detectLocale();
  return current;
}

export function detectLocale(): Locale {
  if (typeof window === 'undefined') return DEFAULT_LOCALE;
  const chosen = readStored(LOCALE_STORAGE_KEY);
  if (isLocale(chosen)) return chosen;
  const languages = window.navigator.languages?.length ? window.navigator.languages : [window.navigator.language ?? ''];
  return pickLocale(languages);
}

/** Sets the language for this page (and `<html lang>`); `remember` keeps it on the device for later visits. */
export function setLocale(locale: Locale, { remember = false }: { remember?: boolean } = {}): void {
  if (remember) writeStored(LOCALE_STORAGE_KEY, locale);
  const changed = locale !== current;
  current = locale;
  applyDocumentLanguage(locale);
  if (changed) for (const listener of listeners) listener();
}

export function applyDocumentLanguage(locale: Locale = currentLocale()): void {
  if (typeof document !== 'undefined' && document.documentElement.lang !== locale) document.documentElement.lang = locale;
}

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests only: decide again on the next read. */
export function resetLocaleForTests(locale?: Locale): void {
  current = locale;
}
