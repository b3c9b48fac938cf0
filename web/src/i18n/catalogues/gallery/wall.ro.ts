import type { Texts } from '../../../../../shared/i18n/catalogue';
import { plural } from '../../../../../shared/i18n/plural';
import type { wallEn } from './wall.en';

/** The event area's live wall texts in Romanian (see ./ro.ts). */
export const wallRo: Texts<typeof wallEn> = {
  title: 'Ecranul live',
  documentTitle: (event: string) => `Ecranul live · ${event}`,
  loading: 'Se încarcă ecranul live…',
  awardWinners: 'Câștigătorii premiilor',
  newestPhoto: 'Cea mai nouă fotografie',
  recentPhotos: 'Fotografii recente',
  photoBy: (name: string) => `Fotografie de ${name}`,
  emptyTitle: 'Fotografiile apar aici pe măsură ce invitații le fac',
  emptyText: 'Scanează codul ca să te alături și fă prima fotografie.',
  winnersTitle: 'Iar câștigătorii sunt…',
  endedThanks: 'Evenimentul s-a încheiat. Mulțumim pentru fotografii!',
  winnerAlt: (award: string, name: string) => `${award}: fotografie de ${name}`,
  andMore: (n: number) => ` și încă ${n}`,
  votes: (n: number) => plural('ro', n, { one: '{n} vot', few: '{n} voturi', other: '{n} de voturi' }),
  joinTheEvent: 'Alătură-te evenimentului',
  qrLabel: (event: string) => `Cod QR pentru a te alătura la ${event}`,
  scanToJoin: 'Scanează ca să te alături sau introdu codul',
  photos: (n: number) => plural('ro', n, { one: '{n} fotografie', few: '{n} fotografii', other: '{n} de fotografii' }),
  revealTitle: 'Fotografiile se dezvăluie la finalul evenimentului',
  revealText: 'Fotografiați în continuare: le vedem toți împreună la final.',
  photosTaken: (n: number) => plural('ro', n, { one: '{n} fotografie făcută', few: '{n} fotografii făcute', other: '{n} de fotografii făcute' }),
  reconnecting: 'Ne reconectăm la actualizările live…',
  ended: 'Evenimentul s-a încheiat',
  votingOpen: 'Votați pe telefoane: câștigătorii apar aici când se închide votul.',
  challenge: (prompt: string) => `Provocare: ${prompt}`,
  challengeLabel: 'Provocare:',
  challengeHint: 'Fă o fotografie pentru ea cu telefonul',
};
