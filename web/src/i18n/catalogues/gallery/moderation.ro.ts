import type { Texts } from '../../../../../shared/i18n/catalogue';
import type { moderationEn } from './moderation.en';

/** The event area's moderation texts in Romanian (see ./ro.ts). */
export const moderationRo: Texts<typeof moderationEn> = {
  openModerator: 'Ascunde sau șterge…',
  openOwn: 'Șterge fotografia mea…',
  hideTitle: 'Ascunzi această fotografie?',
  deleteTitle: 'Ștergi această fotografie?',
  manageTitle: 'Gestionează fotografia',
  hide: 'Ascunde',
  delete: 'Șterge',
  cancel: 'Renunță',
  hideText: 'Dispare din toate galeriile, din vot și din premii. O poți afișa din nou mai târziu.',
  deleteText: 'Fotografia este ștearsă pentru toată lumea. Acțiunea nu poate fi anulată.',
  giveBack: (name: string) => `Dă-i lui ${name} fotografia înapoi (mai poate face una)`,
  working: 'Se lucrează…',
  hidePhoto: 'Ascunde fotografia',
  deletePhoto: 'Șterge fotografia',
  back: 'Înapoi',
};
