import type { Texts } from '../../../../../shared/i18n/catalogue';
import type en from './en';
import { guestMessagesRo } from '../../errors/guest.ro';
import { eventTypesRo } from '../event-types.ro';

/** The create area's texts in Romanian (see ../../areas.ts); the type keeps it key for key with English. */
const ro: Texts<typeof en> = {
  eventTypes: eventTypesRo,
  createEvent: {
    title: 'Creează eveniment',
    lead: 'Pregătește-ți evenimentul privat și primește un cod pe care să-l dai invitaților.',
    paidEvent: 'Eveniment',
    paidDate: 'Data',
    paidOrganizer: 'Organizator',
    paidPackage: 'Pachet',
    paidAddOns: 'Extraopțiuni',
    eventTitle: 'Titlul evenimentului',
    organizerName: 'Numele tău (organizator)',
    eventType: 'Tipul evenimentului',
    eventDuration: 'Durata evenimentului',
    maxGuests: 'Număr maxim de invitați',
    photosPerPerson: 'Fotografii de persoană',
    description: 'Descriere',
    maxGuestsPackageHint: (min, max) => `${min}–${max} (pachetul tău)`,
    rangeHint: (min, max, fallback) => `${min}–${max} (implicit ${fallback})`,
    libraryPhotos: 'Invitații pot adăuga și fotografii din galeria telefonului',
    libraryPhotosHint: 'Primesc aceleași rame și filtre și se socotesc în fotografiile fiecărui invitat.',
    submit: 'Creează evenimentul',
    submitting: 'Se creează evenimentul...',
    back: 'Înapoi',
    failed: (reason) => `Evenimentul nu a putut fi creat: ${reason}`,
    maxGuestsRange: (ceiling) =>
      `Numărul maxim de invitați trebuie să fie un număr întreg între 5 și ${ceiling}.`,
  },
  eventCreated: {
    title: 'Eveniment creat!',
    lead: 'Trimite invitaților codul, linkul sau codul QR.',
    paymentLinked: 'Plată asociată',
    orderLinkedBefore: 'Comanda ',
    orderLinkedAfter: ' este asociată acestui eveniment: pachetul și extraopțiunile ei se aplică.',
    organizerDashboard: 'Deschide panoul organizatorului',
    eventCode: 'Codul evenimentului',
    maxGuests: 'Invitați maximi',
    photosPerPerson: 'Fotografii de persoană',
    duration: 'Durată',
    notSaved:
      'Acest dispozitiv nu a putut salva accesul tău de organizator (spațiul de stocare este blocat sau plin). Ține pagina deschisă până intri în eveniment.',
    copyCode: 'Copiază codul',
    generateQr: 'Generează codul QR',
    hideQr: 'Ascunde codul QR',
    copyLink: 'Copiază linkul evenimentului',
    codeCopied: 'Codul evenimentului a fost copiat!',
    codeNotCopied: 'Codul nu a putut fi copiat. Selectează-l mai sus ca să-l copiezi.',
    linkCopied: 'Linkul evenimentului a fost copiat!',
    copyManually: 'Copiază manual acest link:',
    qrLabel: (title) => `Codul QR al linkului evenimentului ${title}`,
    enterTitle: 'Intră în evenimentul tău',
    enterEvent: 'Intră în eveniment',
    entering: 'Se intră în eveniment...',
  },
  errors: guestMessagesRo,
};

export default ro;
