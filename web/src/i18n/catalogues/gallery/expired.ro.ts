import type { Texts } from '../../../../../shared/i18n/catalogue';
import type { expiredEn } from './expired.en';

/** The event area's expired-gallery texts in Romanian (see ./ro.ts). */
export const expiredRo: Texts<typeof expiredEn> = {
  documentTitleExpired: 'Galerie expirată',
  documentTitleOrganizer: 'Galerie și opțiuni de cumpărare',
  galleryExpired: 'Galerie expirată',
  eventEnded: 'Eveniment încheiat',
  freeGallery: 'Galerie gratuită',
  stampExpired: 'Expirat',
  stampFree: 'Galerie gratuită',
  expiredOn: (day: string) => `Galeria a expirat pe ${day}`,
  freeUntil: (day: string) => `Galerie gratuită până pe ${day}`,
  keptUntil: (day: string) => `Fotografiile sunt păstrate până pe ${day}`,
  deletedOn: (day: string) => `Fotografiile au fost șterse pe ${day}`,
  summary: 'Rezumatul evenimentului',
  photosCaptured: 'Fotografii făcute',
  daysActive: 'Zile active',
  purchaseOptions: 'Opțiuni de cumpărare',
  purchaseChoice: 'Păstrează fotografiile acestui eveniment: arhiva RAW cu toate fotografiile, fotografii tipărite trimise la tine acasă, sau amândouă.',
  purchasePhotos: 'Cumpără fotografiile',
  stillBrowse: (day: string) => `Până pe ${day}, tu și invitații tăi puteți încă răsfoi și descărca galeria gratuită.`,
  accessExpired: 'Accesul la galerie a expirat',
  contactOrganizer: 'Pentru acces la fotografii, contactează organizatorul evenimentului.',
};
