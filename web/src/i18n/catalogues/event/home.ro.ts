import type { Texts } from '../../../../../shared/i18n/catalogue';
import type { homeEn } from './home.en';

/** The event area's home texts in Romanian (see ./ro.ts). */
export const homeRo: Texts<typeof homeEn> = {};
