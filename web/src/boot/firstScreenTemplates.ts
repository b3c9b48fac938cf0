import type { Locale } from '../../../shared/i18n/locale';

/** The screens the build prerenders into index.html (tools/vite/prerender-first-screens.ts), and where. */
export const PRERENDERED_SCREENS = { lobby: '/', pricing: '/pricing' } as const;
export type PrerenderedScreen = keyof typeof PRERENDERED_SCREENS;

/** The id of a prerendered screen's <template> in `locale` (the build writes one per screen and language). */
export const firstScreenTemplateId = (screen: PrerenderedScreen, locale: Locale): string => `${screen}-prerender-${locale}`;

/** The lobby's, in `locale`. */
export const lobbyTemplateId = (locale: Locale): string => firstScreenTemplateId('lobby', locale);

/**
 * The id of the <template> holding a prerendered screen's own styles (its route chunk's CSS, inlined by the
 * build): moved into <head> when the screen shows, so it paints styled before its chunk has arrived. The
 * lobby has none: its styles are the entry's.
 */
export const firstScreenStyleId = (screen: PrerenderedScreen): string => `${screen}-prerender-style`;
