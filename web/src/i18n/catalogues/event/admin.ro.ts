import type { Texts } from '../../../../../shared/i18n/catalogue';
import type { adminEn } from './admin.en';

/** The event area's admin texts in Romanian (see ./ro.ts). */
export const adminRo: Texts<typeof adminEn> = {};
