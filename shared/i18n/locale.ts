/**
 * The languages Candid speaks (DESIGN section 16): Romanian for the market, English for the spec's texts.
 * Shared by the web (which one a screen shows) and the functions (which one an e-mail is written in).
 */
export const LOCALES = ['en', 'ro'] as const;
export type Locale = (typeof LOCALES)[number];

/** Anything we do not speak falls back to English, the spec's language. */
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The first of the browser's preferred languages we speak, by primary subtag ("ro-RO", "ro" → ro;
 * "en-US" → en); none of them → English. `navigator.languages` is in the user's order of preference.
 */
export function pickLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/**
 * The BCP 47 tag `Intl` formats with. English stays `en` (what the product showed before languages, the
 * browser's default region); Romanian is Romania's (dates "24 noiembrie 2026", numbers "1.234,5").
 */
export const intlTag = (locale: Locale): string => (locale === 'ro' ? 'ro-RO' : 'en');

/** The names the language switch shows, each in its own language (so a reader finds theirs). */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', ro: 'Română' };
