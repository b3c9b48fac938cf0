import type { Texts } from '../../../../../shared/i18n/catalogue';
import type en from './en';
import { joinMessagesRo } from '../../errors/join.ro';

/*
 * Counts here follow Romanian's plural rule written out (1 zi, 5 zile, 20 de zile: shared/i18n/plural.ts's rule):
 * this catalogue is part of every guest entry, and the rules module would be one more file there.
 */

/** The first area's texts in Romanian (see ../../areas.ts); the type keeps it key for key with English. */
const ro: Texts<typeof en> = {
  common: {
    loading: 'Se încarcă…',
    dismiss: 'Închide',
    cancel: 'Anulează',
    language: 'Limba',
    optional: '(opțional)',
    backToHome: 'Înapoi la început',
  },
  failure: {
    title: 'Candid nu s-a putut încărca',
    text: 'Ceva nu a mers bine la încărcarea acestui ecran. Reîncarcă pagina.',
    support: 'Dacă problema continuă, contactează asistența.',
    refresh: 'Reîncarcă',
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
      `Creează-ți evenimentul gratuit. Galeria rămâne disponibilă ${days === 1 ? '1 zi' : days % 100 === 0 || days % 100 > 19 ? `${days} de zile` : `${days} zile`}, apoi poți trece la un pachet superior.`,
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
  errors: {
    ...joinMessagesRo,
    EVENT_FULL: 'Evenimentul este plin. Nu se mai pot alătura alți participanți.',
    NAME_TAKEN: 'Cineva folosește deja acest nume aici. Adaugă o inițială sau numele de familie.',
  },
};

export default ro;
