import type { Texts } from '../../../../../shared/i18n/catalogue';
import { plural } from '../../../../../shared/i18n/plural';
import type { votingEn } from './voting.en';

/** The event area's voting texts in Romanian (see ./ro.ts). */
export const votingRo: Texts<typeof votingEn> = {
  title: 'Votează',
  back: 'Înapoi',
  eventCode: 'Codul evenimentului',
  announce: {
    closed: 'Votul este închis.',
    finding: 'Căutăm o fotografie pentru vot…',
    saved: (award: string) => `Vot salvat: ${award}. Urmează fotografia următoare.`,
    saving: 'Se salvează votul tău…',
    newPhoto: (name: string, seconds: number) =>
      `Fotografie nouă de ${name}. Votul se deschide în ${plural('ro', seconds, { one: '{n} secundă', few: '{n} secunde', other: '{n} de secunde' })}.`,
    aGuest: 'un invitat',
    open: 'Votul este deschis. Alege un premiu pentru această fotografie.',
  },
  findingPhoto: 'Căutăm o fotografie…',
  allCaughtUp: 'Ești la zi!',
  noMorePhotos: 'Nu mai sunt fotografii de votat!',
  noMorePhotosText: 'Fotografiile apar aici imediat ce invitații le fac.',
  notStarted: 'Votul nu a început încă',
  closed: 'Votul este închis',
  notAvailable: 'Votul nu este disponibil',
  loadFailed: 'Nu am putut încărca o fotografie',
  tryAgain: 'Încearcă din nou',
  checking: 'Verificăm…',
  checkForNewPhotos: 'Caută fotografii noi',
  backToGallery: 'Înapoi la galerie',
  hint: {
    locked: (seconds: number) => `Uită-te bine… votul se deschide în ${seconds}`,
    voted: (award: string) => `Ai votat ${award}! Urmează fotografia următoare…`,
    saving: 'Se salvează votul tău…',
    loading: 'Se încarcă altă fotografie…',
    choose: 'Ce premiu merită această fotografie?',
  },
  photoBy: (name: string) => `Fotografie de ${name}`,
  votedStamp: 'Votat!',
  skip: 'Sari peste',
  dismiss: 'Închide',
  votesAfterCount: (n: number) => plural('ro', n, { one: ' vot', few: ' voturi', other: ' de voturi' }),
};
