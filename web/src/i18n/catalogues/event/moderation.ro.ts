import type { Texts } from '../../../../../shared/i18n/catalogue';
import type { moderationEn } from './moderation.en';

/** The event area's moderation texts in Romanian (see ./ro.ts). */
export const moderationRo: Texts<typeof moderationEn> = {};
