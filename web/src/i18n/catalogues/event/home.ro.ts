import type { Texts } from '../../../../../shared/i18n/catalogue';
import { plural } from '../../../../../shared/i18n/plural';
import type { homeEn } from './home.en';

/** The event area's home texts in Romanian (see ./ro.ts). */
export const homeRo: Texts<typeof homeEn> = {
  connecting: 'Ne conectăm la baza de date…',
  eventHeading: (code) => `Evenimentul ${code}`,
  tryAgain: 'Încearcă din nou',
  backToMain: 'Înapoi la pagina principală',
  openingAwards: 'Se deschid premiile…',
  eventCodeLabel: 'Codul evenimentului ',
  nav: 'Eveniment',
  gallery: 'Galerie',
  admin: 'Administrare',
  status: {
    active: 'Eveniment în desfășurare',
    waiting: 'Evenimentul începe curând',
    voting: 'Etapa de vot',
    ended: 'Eveniment încheiat',
  },
  youreInBefore: 'Ești în eveniment ca ',
  galleryExpiredTitle: 'Galeria gratuită a expirat',
  endedTitle: 'Evenimentul tău s-a încheiat',
  galleryExpiredLead: 'Vezi rezumatul evenimentului și unde vor fi oferite opțiunile de cumpărare.',
  endedLead: (days) =>
    `Invitații tăi văd acum ceremonia de premiere. Galeria rămâne gratuită ${plural('ro', days, { one: '{n} zi', few: '{n} zile', other: '{n} de zile' })} de la crearea evenimentului.`,
  endedLeadPaid: (day) => `Invitații tăi văd acum ceremonia de premiere. Galeria rămâne deschisă până la ${day}.`,
  viewPurchase: 'Vezi galeria și opțiunile de cumpărare',
  reconnecting: 'Ne reconectăm la actualizările live…',
  testEndEvent: 'Încheie evenimentul (test)',
  menu: 'Meniul evenimentului',
  switchUser: 'Schimbă utilizatorul',
  leaveEvent: 'Părăsește evenimentul',
  leaveTitle: 'Părăsești evenimentul?',
  stay: 'Rămân',
  leaveBodyBefore: 'Telefonul acesta uită că ești în ',
  leaveBodyAfter: (name) => ` ca ${name}. Ca să revii, alătură-te din nou cu codul evenimentului.`,
  eventStarted: 'Evenimentul a început!',
  timeLeft: 'Timp rămas',
  timeRemaining: (clock) => `Timp rămas ${clock}`,
  endTitle: 'Închei evenimentul?',
  endConfirm: 'Încheie evenimentul',
  ending: 'Se încheie evenimentul...',
  endConfirmation: 'Sigur vrei să închei acest eveniment? Acțiunea nu poate fi anulată.',
  cancel: 'Anulează',
};
