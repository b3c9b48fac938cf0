import type { Texts } from '../../../../../shared/i18n/catalogue';
import type { paidStateEn } from './paid-state.en';

/** The event admin screen's paid-state card in Romanian (see ./ro.ts). */
export const paidStateRo: Texts<typeof paidStateEn> = {
  title: 'Pachetul tău',
  package: 'Pachet',
  addOns: 'Opțiuni suplimentare',
  noAddOns: 'Niciuna',
  galleryUntil: (day: string) => `Galerie până pe ${day}`,
};
