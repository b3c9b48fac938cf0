import type { Texts } from '../../../../shared/i18n/catalogue';
import type { eventTypesEn } from './event-types.en';

/** ./event-types.en.ts in Romanian. */
export const eventTypesRo: Texts<typeof eventTypesEn> = {
  wedding: 'Nuntă',
  birthday: 'Zi de naștere',
  anniversary: 'Aniversare',
  graduation: 'Absolvire',
  festival: 'Festival',
  corporate: 'Corporativ',
  other: 'Altul',
};
