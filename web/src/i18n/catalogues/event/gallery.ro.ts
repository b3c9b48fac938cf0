import type { Texts } from '../../../../../shared/i18n/catalogue';
import type { galleryEn } from './gallery.en';

/** The event area's gallery texts in Romanian (see ./ro.ts). */
export const galleryRo: Texts<typeof galleryEn> = {};
