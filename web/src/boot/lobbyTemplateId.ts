import type { Locale } from '../../../shared/i18n/locale';

/** The id of the prerendered lobby's <template> in `locale` (the build writes one per language). */
export const lobbyTemplateId = (locale: Locale): string => `lobby-prerender-${locale}`;
