import type { Texts } from '../../../../shared/i18n/catalogue';
import type { guestMessages } from '../../../../shared/guest-messages';
import { joinMessagesRo } from './join.ro';

/** shared/guest-messages.ts in Romanian. */
export const guestMessagesRo: Texts<typeof guestMessages> = {
  ...joinMessagesRo,
  TITLE_REQUIRED: 'Introdu titlul evenimentului.',
  ORGANIZER_REQUIRED: 'Introdu-ți numele ca organizator al evenimentului.',
  ORGANIZER_TOO_SHORT: 'Numele organizatorului trebuie să aibă cel puțin 2 caractere.',

  TITLE_TOO_LONG: 'Titlul evenimentului poate avea cel mult 100 de caractere.',
  DESCRIPTION_TOO_LONG: 'Descrierea poate avea cel mult 500 de caractere.',
  MAX_GUESTS_RANGE: 'Numărul maxim de invitați trebuie să fie un număr întreg între 5 și 500.',
  PHOTOS_PER_USER_RANGE: 'Numărul de fotografii de persoană trebuie să fie un număr întreg între 1 și 50.',
  DURATION_INVALID: 'Alege una dintre duratele oferite.',
  EVENT_TYPE_INVALID: 'Alege unul dintre tipurile de eveniment oferite.',

  EVENT_FULL: 'Evenimentul este plin. Nu se mai pot alătura alți participanți.',
  PHOTO_SESSION_FAILED: 'Sesiunea foto nu a putut porni.',
  CODE_GENERATION_FAILED: 'Nu s-a putut genera un cod unic pentru eveniment după mai multe încercări.',

  KICK_FAILED: 'Participantul nu a putut fi eliminat.',
  END_FAILED: 'Evenimentul nu a putut fi încheiat.',
  START_FAILED: 'Evenimentul nu a putut porni. Încearcă din nou.',
  LOAD_PARTICIPANTS_FAILED: 'Participanții nu au putut fi încărcați.',
  ACCESS_DENIED: 'Acces interzis: doar creatorul evenimentului poate folosi instrumentele de administrare',

  NAME_TAKEN: 'Cineva folosește deja acest nume aici. Adaugă o inițială sau numele de familie.',
  EVENT_NOT_WAITING: 'Acest eveniment a început deja.',
  CANNOT_KICK_SELF: 'Nu te poți elimina pe tine sau pe creatorul evenimentului.',
  PARTICIPANT_NOT_FOUND: 'Acest participant nu face parte din eveniment.',
  GALLERY_EXPIRED: 'Galeria gratuită a acestui eveniment a expirat.',

  PHOTO_TOO_LARGE: 'Fișierul fotografiei este prea mare. Fă din nou fotografia la o calitate mai mică.',
  PHOTO_INVALID: 'Datele fotografiei nu sunt valide. Fă din nou fotografia.',
  PHOTO_QUOTA_REACHED: 'Ai folosit toate fotografiile tale pentru acest eveniment.',
  PHOTOS_CLOSED: 'Acest eveniment s-a încheiat. Nu se mai pot face fotografii.',
  UPLOAD_EXPIRED: 'Încărcarea a durat prea mult și a expirat. Fă din nou fotografia.',
  UPLOAD_INCOMPLETE: 'Fotografia nu s-a încărcat încă de tot. Încearcă din nou.',
  INVALID_CURSOR: 'Această pagină de fotografii nu mai este disponibilă. Reîncarcă pagina.',
  PHOTO_ALREADY_RECORDED: 'Această fotografie a fost deja încărcată.',
  UPLOAD_ID_IN_USE: 'Această încărcare este deja în curs cu alte fișiere.',
  PHOTO_FILTER_UNKNOWN: 'Acest filtru nu este unul oferit de cameră. Actualizează aplicația și fă din nou fotografia.',

  ALREADY_VOTED: 'Ai votat deja această fotografie la această categorie!',
  ALL_VOTED: 'Ai votat deja toate fotografiile disponibile! Revino mai târziu pentru fotografii noi sau așteaptă sfârșitul evenimentului ca să vezi rezultatele.',
  DOWNLOAD_FAILED: 'Fotografia nu a putut fi descărcată. Încearcă din nou.',
  VOTING_CLOSED: 'Votul este deschis doar cât timp evenimentul este în desfășurare.',
  NOT_OBSERVED: 'Uită-te puțin la fotografie înainte să votezi.',
  PHOTO_NOT_FOUND: 'Această fotografie nu mai este disponibilă.',
  AWARDS_NOT_READY: 'Premiile sunt dezvăluite la sfârșitul evenimentului.',
  OWN_PHOTO: 'Nu poți vota propria fotografie.',

  MALFORMED_JSON: 'Corpul cererii nu este JSON valid.',
  SERVICE_BUSY: 'Serviciul este ocupat acum. Încearcă din nou peste câteva momente.',
};
