import type { Texts } from '../../../../../shared/i18n/catalogue';
import type en from './en';
import { eventTypesRo } from '../event-types.ro';

/** The arrival area's texts in Romanian (see ../../areas.ts); the type keeps it key for key with English. */
const ro: Texts<typeof en> = {
  notFound: {
    title: 'Pagina nu a fost găsită',
    text: 'Nu există nimic la această adresă. Verifică linkul sau pornește din nou de la început.',
  },
  directJoin: {
    validating: 'Se verifică evenimentul',
    eventLabel: 'Eveniment',
    details: 'Detalii',
    type: 'Tip',
    maxParticipants: 'Participanți maximi',
    photosPerPerson: 'Fotografii de persoană',
    status: 'Stare',
    backToSaved: 'Înapoi la utilizatorii salvați',
    backToMain: 'Înapoi la pagina principală',
    tryAgain: 'Încearcă din nou',
    correctHint: 'Verifică codul primit și corectează-l aici.',
    checkCode: 'Verifică codul',
    eventTypes: eventTypesRo,
    statuses: { waiting: 'În așteptare', active: 'Activ', completed: 'Încheiat' },
  },
  selectUser: {
    title: 'Alege utilizatorul',
    continueAs: 'Continuă ca',
    lastUsed: (when) => `Folosit ultima dată ${when}`,
    joinAsNew: 'Intră ca utilizator nou',
  },
  desktop: {
    title: 'Este nevoie de un telefon',
    text: 'Candid este făcut pentru telefoane: invitații intră cu un cod și fac fotografii polaroid cu camera telefonului. Deschide această adresă pe telefon:',
    showQr: 'Arată codul QR',
    hideQr: 'Ascunde codul QR',
    qrLabel: 'Codul QR al adresei Candid, de scanat cu telefonul',
    viewPricing: 'Vezi prețurile',
    continueHere: 'Continuă pe acest dispozitiv',
  },
  /** The QR code component (Event Created, the desktop notice). */
  qr: {
    generatingQr: 'Se generează codul QR…',
    qrFailed: 'Codul QR nu a putut fi generat.',
  },
  errors: {},
};

export default ro;
