import type { Texts } from '../../../../../shared/i18n/catalogue';
import { plural } from '../../../../../shared/i18n/plural';
import type { awardsEn } from './awards.en';

/** The event area's awards texts in Romanian (see ./ro.ts). */
export const awardsRo: Texts<typeof awardsEn> = {
  categories: {
    most_emotional: 'Cea mai emoționantă',
    silliest_picture: 'Cea mai trăsnită',
    most_creative: 'Cea mai creativă',
    best_couple_shot: 'Cel mai frumos cuplu',
    most_candid: 'Cea mai spontană',
    best_group_photo: 'Cea mai reușită de grup',
    most_artistic: 'Cea mai artistică',
    funniest_moment: 'Cel mai amuzant moment',
    most_romantic: 'Cea mai romantică',
    best_dance_move: 'Cea mai tare mișcare de dans',
  },
  documentTitle: 'Ceremonia de premiere',
  title: 'CEREMONIA DE PREMIERE',
  calculating: 'Calculăm câștigătorii...',
  votingOpenUntil: (time: string) => `Votul este deschis până la ${time}. Apoi urmează premiile.`,
  tryAgain: 'Încearcă din nou',
  backToGallery: 'Înapoi la galerie',
  noVotesYet: 'Încă nu sunt voturi!',
  nobodyVoted: 'Nimeni nu a votat pentru vreun premiu la acest eveniment.',
  viewFullGallery: 'Vezi toată galeria',
  tie: (ways: number, votes: string) =>
    `Egalitate între ${plural('ro', ways, { one: '{n} fotografie', few: '{n} fotografii', other: '{n} de fotografii' })}: câte ${votes}`,
  winner: 'CÂȘTIGĂTOR!',
  runnerUp: 'Locul doi!',
  votes: (n: number) => plural('ro', n, { one: '{n} vot', few: '{n} voturi', other: '{n} de voturi' }),
  photoAlt: (name: string) => `Fotografie de ${name} (deschide la mărime completă)`,
  challenges: {
    title: 'Provocări',
    noWinner: 'Niciun vot pentru această provocare',
    champion: 'Campionul provocărilor',
    champions: 'Campionii provocărilor',
    noChampion: 'Nimeni nu a încercat o provocare',
    completed: (done: number, total: number) => plural('ro', total, { one: `${done} din {n} provocare`, few: `${done} din {n} provocări`, other: `${done} din {n} de provocări` }),
    shared: (n: number) => `Egalitate între ${n}: titlul este împărțit`,
  },
};
