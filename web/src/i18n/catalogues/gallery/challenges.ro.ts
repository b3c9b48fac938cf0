import type { Texts } from '../../../../../shared/i18n/catalogue';
import { plural } from '../../../../../shared/i18n/plural';
import type { challengesEn } from './challenges.en';

/** The gallery area's Challenges view texts in Romanian (see ./challenges.en.ts). */
export const challengesRo: Texts<typeof challengesEn> = {
  loading: 'Se încarcă provocările…',
  progress: (done: number, total: number) => plural('ro', total, { one: `${done} din {n} provocare`, few: `${done} din {n} provocări`, other: `${done} din {n} de provocări` }),
  filterLabel: 'Arată provocarea',
  all: 'Toate',
  done: 'Făcută',
  notDone: 'Nefăcută încă',
  photoCount: (n: number) => plural('ro', n, { one: '{n} fotografie', few: '{n} fotografii', other: '{n} de fotografii' }),
  countsOnly: 'Fotografiile fiecărei provocări sunt dezvăluite la finalul evenimentului. Până atunci vezi câte sunt.',
  off: 'La acest eveniment nu sunt provocări foto.',
  empty: 'Încă nu sunt fotografii pentru această provocare',
  errorTitle: 'Provocările nu s-au putut încărca',
  photosFailed: 'Fotografiile acestei provocări nu s-au putut încărca.',
  tryAgain: 'Încearcă din nou',
  loadMore: 'Încarcă mai multe',
  loadingMore: 'Se încarcă…',
  photoBy: (name: string) => `Fotografie de ${name}`,
};
