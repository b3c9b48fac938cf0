import type { Texts } from '../../../../../shared/i18n/catalogue';
import type { cameraEn } from './camera.en';

/** The event area's camera texts in Romanian (see ./ro.ts). */
export const cameraRo: Texts<typeof cameraEn> = {};
