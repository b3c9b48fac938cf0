import type { Texts } from '../../../../../shared/i18n/catalogue';
import { plural } from '../../../../../shared/i18n/plural';
import type en from './en';
import { joinMessagesRo } from '../../errors/join.ro';

const eventTypes: Texts<typeof en>['directJoin']['eventTypes'] = {
  wedding: 'Nuntă',
  birthday: 'Zi de naștere',
  anniversary: 'Aniversare',
  graduation: 'Absolvire',
  festival: 'Festival',
  corporate: 'Corporativ',
  other: 'Altul',
};

/** The first area's texts in Romanian (see ../../areas.ts); the type keeps it key for key with English. */
const ro: Texts<typeof en> = {
  common: {
    loading: 'Se încarcă…',
    dismiss: 'Închide',
    cancel: 'Anulează',
    language: 'Limba',
    optional: '(opțional)',
    backToHome: 'Înapoi la început',
    notAvailableYet: 'Această parte din Candid nu este încă disponibilă. Sosește într-o versiune viitoare.',
    generatingQr: 'Se generează codul QR…',
    qrFailed: 'Codul QR nu a putut fi generat.',
  },
  failure: {
    title: 'Candid nu s-a putut încărca',
    text: 'Ceva nu a mers bine la încărcarea acestui ecran. Reîncarcă pagina.',
    support: 'Dacă problema continuă, contactează asistența.',
    refresh: 'Reîncarcă',
  },
  notFound: {
    title: 'Pagina nu a fost găsită',
    text: 'Nu există nimic la această adresă. Verifică linkul sau pornește din nou de la început.',
  },
  lobby: {
    tagline: 'Platformă pentru evenimente private',
    joinTitle: 'Alătură-te evenimentului',
    joinText: 'Introdu un cod de 6 caractere ca să intri într-un eveniment existent.',
    createTitle: 'Creează eveniment',
    createText: 'Pornește un eveniment privat nou și primește un cod de împărtășit.',
    pricingTitle: 'Vezi planurile de preț',
    pricingText: 'Pachete și opțiuni suplimentare pentru petreceri mai mari.',
    guidance: (days) =>
      `Creează-ți evenimentul gratuit. Galeria rămâne disponibilă ${plural('ro', days, { one: '{n} zi', few: '{n} zile', other: '{n} de zile' })}, apoi poți trece la un pachet superior.`,
    welcomeBack: (type) => `Bine ai revenit! Ai cumpărat un pachet de eveniment ${type}. Folosește detaliile de mai jos ca să-ți creezi evenimentul.`,
    privateTitle: 'Evenimente private',
    privateText: 'Doar invitații care au codul evenimentului pot intra și vedea fotografiile.',
    sharingTitle: 'Împărtășire ușoară',
    sharingText: 'Împărtășește evenimentul printr-un cod, un link sau un cod QR.',
    votingTitle: 'Vot în direct',
    votingText: 'Invitații votează fotografiile preferate în 10 categorii de premii.',
  },
  join: {
    title: 'Alătură-te evenimentului',
    leadDetected: 'Codul evenimentului a fost detectat! Introdu-ți numele ca să intri.',
    lead: 'Introdu codul de 6 caractere al evenimentului și numele tău.',
    leadName: 'Introdu-ți numele ca să intri.',
    codeLabel: 'Codul evenimentului',
    detected: 'Detectat',
    nameLabel: 'Numele tău',
    submit: 'Alătură-te evenimentului',
    joining: 'Te alături evenimentului...',
    back: 'Înapoi',
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
    eventTypes,
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
  errors: {
    ...joinMessagesRo,
    EVENT_FULL: 'Acest eveniment este plin. Nu se mai pot alătura alți participanți.',
    NAME_TAKEN: 'Cineva folosește deja acest nume aici. Adaugă o inițială sau numele de familie.',
  },
};

export default ro;
