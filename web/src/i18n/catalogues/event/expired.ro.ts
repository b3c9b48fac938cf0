import type { Texts } from '../../../../../shared/i18n/catalogue';
import type { expiredEn } from './expired.en';

/** The event area's expired texts in Romanian (see ./ro.ts). */
export const expiredRo: Texts<typeof expiredEn> = {};
