import type { Texts } from '../../../../../shared/i18n/catalogue';
import type { galleryExtensionPaidEn } from './gallery-extension.en';

/** The gallery extension's payment-success texts in Romanian (see gallery-extension.en.ts). */
export const galleryExtensionPaidRo: Texts<typeof galleryExtensionPaidEn> = {
  title: 'Galerie prelungită',
  openUntil: (eventTitle: string, date: string) => `Galeria evenimentului ${eventTitle} rămâne deschisă până la ${date}.`,
  applying: 'Plata a fost primită. Galeria se prelungește: panoul organizatorului îi arată noua dată.',
  backToPortal: 'Înapoi la panoul organizatorului',
  redirectingBefore: 'Înapoi la panoul organizatorului în ',
};
