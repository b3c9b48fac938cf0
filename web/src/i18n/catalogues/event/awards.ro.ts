import type { Texts } from '../../../../../shared/i18n/catalogue';
import type { awardsEn } from './awards.en';

/** The event area's awards texts in Romanian (see ./ro.ts). */
export const awardsRo: Texts<typeof awardsEn> = {};
