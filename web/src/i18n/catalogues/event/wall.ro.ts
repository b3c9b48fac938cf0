import type { Texts } from '../../../../../shared/i18n/catalogue';
import type { wallEn } from './wall.en';

/** The event area's wall texts in Romanian (see ./ro.ts). */
export const wallRo: Texts<typeof wallEn> = {};
