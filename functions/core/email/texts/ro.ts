import type { Texts } from '../../../../shared/i18n/catalogue.js';
import { plural } from '../../../../shared/i18n/plural.js';
import type { EmailTexts } from './en.js';

/** The e-mails in Romanian: the buyer is addressed with "tu", as the screens address guests. */
export const ro: Texts<EmailTexts> = {
  order: {
    greeting: (name) => `Bună, ${name},`,
    rows: {
      orderNumber: 'Număr comandă',
      product: 'Produs',
      event: 'Eveniment',
      amount: 'Sumă',
      linkValidUntil: 'Link valabil până la',
      trackingNumber: 'Număr de urmărire (AWB)',
    },
    downloadPhotos: 'Descarcă fotografiile',
    archiveParts: (parts) => `Arhiva ta este mare, așa că vine în ${parts} fișiere ZIP. Descarcă fiecare parte.`,
    downloadPart: (part, parts) => `Descarcă partea ${part} din ${parts}`,
    viewOrder: 'Vezi comanda',
    help: (email) => `Întrebări? Scrie-ne la ${email}.`,
  },
  products: {
    eventPackage: 'Pachet pentru eveniment',
    sizes: { small: 'Mic', medium: 'Mediu', large: 'Mare', custom: 'Personalizat' },
    eventTypes: { digital: 'digital', personal: 'personal' },
    packageName: (size, type, attendees) =>
      attendees === undefined ? `${size} (${type})` : `${size} (${type}, ${plural('ro', attendees, { one: '{n} participant', few: '{n} participanți', other: '{n} de participanți' })})`,
    addOns: {
      branded_frames: 'Rame personalizate',
      export_csv: 'Export CSV',
      gallery_extension_7: 'Galerie prelungită (7 zile)',
      gallery_extension_30: 'Galerie prelungită (30 de zile)',
      print_bundle_25: 'Fotografii printate (25)',
      print_bundle_50: 'Fotografii printate (50)',
    },
    rawArchive: 'Arhiva cu fotografiile originale',
    printsBundle: 'Pachet de fotografii tipărite',
    combo: 'Pachet arhivă și fotografii tipărite',
    galleryExtension: 'Prelungirea galeriei',
    galleryExtensionDays: (days) => `Prelungirea galeriei (${plural('ro', days, { one: '{n} zi', few: '{n} zile', other: '{n} de zile' })})`,
  },
  templates: {
    'order-received': {
      subject: (orderNumber) => `Am primit comanda ta ${orderNumber}`,
      heading: 'Îți mulțumim pentru comandă',
      lead: 'Am primit comanda ta. O vom procesa imediat ce plata este confirmată.',
    },
    'payment-confirmed': {
      subject: (orderNumber) => `Plata pentru comanda ${orderNumber} a fost confirmată`,
      heading: 'Plată confirmată',
      lead: 'Am primit plata, iar comanda ta este acum în lucru.',
    },
    'payment-failed': {
      subject: (orderNumber) => `Plata pentru comanda ${orderNumber} nu a reușit`,
      heading: 'Plata nu a reușit',
      lead: 'Banca nu a finalizat plata, așa că nu ți s-a luat niciun ban. Comanda rămâne deschisă 24 de ore de la plasare: deschide-o mai jos și alege Plătește din nou pentru a încerca altă metodă de plată.',
    },
    'order-cancelled': {
      subject: (orderNumber) => `Comanda ${orderNumber} a fost anulată`,
      heading: 'Comanda ta a fost anulată',
      lead: 'Comanda ta a fost anulată. Dacă ai plătit-o, vei primi un e-mail separat despre rambursare.',
    },
    'order-refunded': {
      subject: (orderNumber) => `Banii pentru comanda ${orderNumber} au fost returnați`,
      heading: 'Banii pentru comanda ta au fost returnați',
      lead: 'Plata ți-a fost returnată pe metoda de plată folosită la comandă. Poate dura câteva zile până apare în cont.',
    },
    'archive-ready': {
      subject: (orderNumber) => `Fotografiile tale sunt gata de descărcat (${orderNumber})`,
      heading: 'Arhiva ta cu fotografii este gata',
      lead: 'Toate fotografiile evenimentului tău, la rezoluție mare, sunt gata de descărcat într-un singur fișier ZIP. Linkul funcționează 1 an, de câte ori vrei.',
    },
    'order-shipped': {
      subject: (orderNumber) => `Fotografiile tale tipărite au fost expediate (${orderNumber})`,
      heading: 'Fotografiile tale tipărite sunt pe drum',
      lead: 'Fotografiile tale tipărite au fost expediate. Livrarea durează 5-10 zile lucrătoare. Poți urmări coletul cu numărul de urmărire de mai jos.',
    },
    'prints-choose': {
      subject: (orderNumber) => `Alege fotografiile pentru printuri (${orderNumber})`,
      heading: 'Alege-ți printurile',
      lead: 'Evenimentul tău s-a încheiat, iar pachetul include un set de printuri. Deschide ecranul de administrare al evenimentului pe telefon sau autentifică-te în panoul organizatorului ca să alegi fotografiile și să confirmi adresa de livrare.',
    },
  },
  organizerCode: {
    subject: (code) => `Codul tău de conectare Candid: ${code}`,
    heading: 'Codul tău de conectare',
    hello: 'Bună,',
    lead: (minutes) =>
      `Folosește acest cod ca să intri în panoul de organizator. Este valabil ${plural('ro', minutes, { one: '{n} minut', few: '{n} minute', other: '{n} de minute' })}, o singură dată.`,
    yourCode: (code) => `Codul tău: ${code}`,
    ignore: 'Dacă nu tu l-ai cerut, poți ignora acest e-mail: nimeni nu se poate conecta fără cod.',
    dashboard: 'Panoul de organizator',
    help: (email) => `Întrebări? Scrie-ne la ${email}.`,
  },
};
