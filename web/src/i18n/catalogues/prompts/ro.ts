import type { Texts } from '../../../../../shared/i18n/catalogue';
import { challengeMessagesRo } from '../../errors/challenge.ro';
import type en from './en';

/** The prompts area's texts in Romanian (see ../../areas.ts); the type keeps it key for key with English. */
const ro: Texts<typeof en> = {
  picker: {
    title: 'Provocări foto',
    lead: 'O vânătoare de comori pentru rolă: invitații aleg ce provocări urmăresc cu fotografiile lor.',
    enabled: 'Provocări active',
    count: (n, max) => `${n} din ${max} provocări alese`,
    yourList: 'Provocările tale',
    empty: 'Nicio provocare încă: alege câteva de mai jos sau scrie-le pe ale tale.',
    photos: (n) => (n === 1 ? '1 fotografie' : n >= 20 ? `${n} de fotografii` : `${n} fotografii`),
    hiddenMark: 'ascunsă invitaților',
    remove: 'Șterge',
    hide: 'Ascunde',
    show: 'Arată',
    fromList: 'Alege din listă',
    groups: { ceremony: 'Momente din ceremonie', reception: 'Detalii de la petrecere', connections: 'Legături între invitați', funny: 'Amuzante' },
    typedLabel: 'Provocarea ta',
    typedHint: 'Cel mult 80 de caractere.',
    add: 'Adaugă',
    full: 'Lista este plină: un eveniment poate avea cel mult 15 provocări.',
    saving: 'Se salvează…',
    saved: 'Salvat',
    notSaved: 'Nesalvat',
    loading: 'Se încarcă provocările…',
    loadFailed: 'Provocările nu au putut fi încărcate.',
    saveFailed: 'Provocările nu au putut fi salvate. Încearcă din nou.',
    tryAgain: 'Încearcă din nou',
    closed: 'Evenimentul s-a încheiat: provocările nu mai pot fi schimbate.',
  },
  card: {
    open: 'Provocări',
    forNext: (prompt) => `Provocare: ${prompt}`,
    progress: (done, total) => `${done} din ${total} ${total >= 20 ? 'de provocări' : 'provocări'}`,
    title: 'Provocări foto',
    close: 'Închide',
    nextPhoto: 'Următoarea ta fotografie',
    none: 'Nicio provocare',
    done: 'făcută',
    lastPhoto: 'Ultima ta fotografie',
    lastPhotoHint: 'Schimbă sau șterge provocarea fotografiei păstrate ultima dată.',
    saving: 'Se salvează…',
    saved: 'Salvat',
    loading: 'Se încarcă provocările…',
    loadFailed: 'Provocările nu au putut fi încărcate.',
    saveFailed: 'Provocarea nu a putut fi salvată. Încearcă din nou.',
    tryAgain: 'Încearcă din nou',
  },
  lightbox: {
    label: 'Provocare',
    hint: 'O poți schimba sau șterge până la finalul evenimentului.',
  },
  errors: { ...challengeMessagesRo },
};

export default ro;
