import type { Texts } from '../../../../../shared/i18n/catalogue';
import type { votingEn } from './voting.en';

/** The event area's voting texts in Romanian (see ./ro.ts). */
export const votingRo: Texts<typeof votingEn> = {};
