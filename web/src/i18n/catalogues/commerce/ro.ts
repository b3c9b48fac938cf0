import type { Texts } from '../../../../../shared/i18n/catalogue';
import { plural } from '../../../../../shared/i18n/plural';
import type en from './en';
import { commerceMessagesRo } from '../../errors/commerce.ro';

const num = (n: number): string => n.toLocaleString('ro-RO');
const attendees = (n: number): string => plural('ro', n, { one: '{n} participant', few: '{n} participanți', other: '{n} de participanți' });
/** "25 de fotografii printate": also the orders area's (../orders/ro.ts). */
export const prints = (n: number): string => plural('ro', n, { one: '{n} fotografie printată', few: '{n} fotografii printate', other: '{n} de fotografii printate' });

/** The commerce area's texts in Romanian (see ../../areas.ts); the type keeps it key for key with English. */
const ro: Texts<typeof en> = {
  errors: commerceMessagesRo,

  products: {
    eventTypes: { digital: 'Digital', personal: 'Personal' },
    sizes: { small: 'Mic', medium: 'Mediu', large: 'Mare', custom: 'Personalizat' },
    packageLine: (size, type, count) => {
      const base = `Eveniment ${size.toLowerCase()} (${type.toLowerCase()})`;
      return count === undefined ? base : `${base}, ${attendees(count)}`;
    },
    addOns: {
      branded_frames: { name: 'Rame personalizate', description: 'Logoul sau numele evenimentului încadrat pe fiecare fotografie.' },
      export_csv: { name: 'Export CSV', description: 'Descarcă lista invitaților și activitatea lor ca tabel.' },
      gallery_extension_7: { name: 'Galerie prelungită cu 7 zile', description: 'Galeria rămâne deschisă încă 7 zile după cele 5 zile gratuite.' },
      gallery_extension_30: { name: 'Galerie prelungită cu 30 de zile', description: 'Galeria rămâne deschisă încă 30 de zile după cele 5 zile gratuite.' },
      print_bundle_25: { name: 'Pachet de 25 de fotografii printate', description: '25 de fotografii printate (10×15) alese de tine, trimise prin curier.' },
      print_bundle_50: { name: 'Pachet de 50 de fotografii printate', description: '50 de fotografii printate (10×15) alese de tine, trimise prin curier.' },
    },
    rawArchive: 'Arhivă completă (toate fotografiile, la rezoluție mare)',
    bundle: (photos, size) => `${prints(photos)}, ${size}`,
    combos: { basic: 'Combo de bază', standard: 'Combo standard', premium: 'Combo premium', ultimate: 'Combo complet' },
    combo: (name, count) => `${name}: arhivă completă + ${prints(count)} (10×15 cm)`,
    eventPackage: 'Pachet pentru eveniment',
    packageName: (size, type, count) => (count === undefined ? `${size} (${type.toLowerCase()})` : `${size} (${type.toLowerCase()}, ${attendees(count)})`),
    orderAddOns: {
      branded_frames: 'Rame personalizate',
      export_csv: 'Export CSV',
      gallery_extension_7: 'Galerie prelungită (7 zile)',
      gallery_extension_30: 'Galerie prelungită (30 de zile)',
      print_bundle_25: 'Fotografii printate (25)',
      print_bundle_50: 'Fotografii printate (50)',
    },
    orderTypes: { pre_event: 'înainte de eveniment', post_event: 'după eveniment' },
    productTypes: { raw_archive: 'arhivă completă', prints_bundle: 'pachet de fotografii printate', combo: 'combo', gallery_extension: 'galerie prelungită' },
  },

  pricing: {
    title: 'Planuri și prețuri',
    documentTitle: (step) => `Planuri și prețuri – ${step}`,
    lead: 'O singură plată, fără abonament. Banii înapoi integral dacă anulezi înainte de începerea evenimentului.',
    geoFailed: 'Prețurile nu s-au putut încărca. Reîncarcă pagina.',
    loadingPrices: 'Se încarcă prețurile…',
    steps: { selection: 'Alege pachetul', addons: 'Extra și detalii', checkout: 'Plată', complete: 'Gata' },
    stepsLabel: 'Pași',
    stepNumber: (n) => `Pasul ${n}: `,
    stepDone: ' (făcut)',
    eventType: 'Tipul evenimentului',
    eventSize: 'Mărimea evenimentului',
    mostPopular: 'Cel mai popular',
    loadingPrice: 'Se încarcă prețul…',
    attendeeRange: (min, max) => (max === undefined ? `${num(min)}+ participanți` : `${num(min)}–${attendees(max)}`),
    attendeesLabel: 'Numărul de participanți',
    attendeesHint: (min, step) => `Cel puțin ${num(min)}, din ${step} în ${step}.`,
    customQuoteBefore: (max) => `Evenimentele cu peste ${attendees(max)} primesc o ofertă personalizată. `,
    contactUs: 'Scrie-ne',
    customQuoteAfter: ' și îți pregătim una.',
    contactSubject: 'Ofertă personalizată',
    contactBody: (count) => `Bună ziua, pregătim un eveniment cu aproximativ ${count} participanți și am dori o ofertă personalizată.`,
    contactMoreThan: (max) => `peste ${max}`,
    continue: 'Continuă',
    back: 'Înapoi',
    recommendedFor: (size, type) => `Recomandate pentru un eveniment ${type.toLowerCase()} ${size.toLowerCase()}`,
    add: 'Adaugă',
    added: 'Adăugat',
    addLabel: (chosen, name) => `${chosen ? 'Adăugat' : 'Adaugă'}: ${name}`,
    addOns: 'Extra',
    bestValue: 'Cel mai avantajos',
    recommended: 'Recomandat',
    showMore: 'Arată mai multe',
    showLess: 'Arată mai puține',
    eventDetails: 'Detaliile evenimentului',
    organizerName: 'Numele organizatorului',
    organizerEmail: 'E-mailul organizatorului',
    eventName: 'Numele evenimentului',
    eventDate: 'Data evenimentului',
    dismiss: 'Închide',
    orderSummary: 'Rezumatul comenzii',
    subtotal: 'Subtotal',
    total: 'Total de plată',
    oneTimeIn: (currency) => `O singură plată, în ${currency}. Banii înapoi integral dacă anulezi înainte de începerea evenimentului.`,
    processing: 'Se procesează...',
    secureCheckout: 'Plătește în siguranță',
    paymentError: (message) => `Eroare la plată: ${message}`,
    unknownError: 'A apărut o eroare necunoscută',
    orderFailed: 'Comanda nu a putut fi creată',
    eventLinkCopied: 'Linkul evenimentului a fost copiat!',
    copyThisLink: (link) => `Copiază acest link: ${link}`,
    shareTitle: 'Vino la evenimentul meu pe Candid',
    eventLive: 'Evenimentul tău e activ!',
    eventCodeBefore: 'Codul evenimentului: ',
    eventCodeAfter: '. Trimite linkul invitaților.',
    goToDashboard: 'Mergi la panoul evenimentului',
    shareEventLink: 'Distribuie linkul',
    paymentReceived: 'Plata a fost primită',
    typedPackagePaid: (type) => `Pachetul tău de eveniment ${type.toLowerCase()} este plătit.`,
    packagePaid: 'Pachetul tău de eveniment este plătit.',
    liveWhenCreated: ' Evenimentul devine activ imediat ce îl creezi.',
    createEvent: 'Creează evenimentul',
    manageBefore: 'Evenimentele și comenzile tale se gestionează în ',
    organizerDashboard: 'panoul organizatorului',
    manageAfter: '.',
    buyAnother: 'Cumpără alt pachet',
  },

  paidBanner: {
    title: 'Plată reușită!',
    orderBefore: 'Comanda ',
    packageOf: (type) => ` · pachet de eveniment ${type.toLowerCase()}`,
  },
};

export default ro;
