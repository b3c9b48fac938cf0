import type { Texts } from '../../../../shared/i18n/catalogue';
import type { staffMessages } from '../../../../shared/staff-messages';

/** shared/staff-messages.ts in Romanian (the server keeps its English; the staff screens show these by code). */
export const staffMessagesRo: Texts<typeof staffMessages> = {
  STAFF_LOGIN_FAILED: 'Autentificarea a eșuat. Verificați adresa de e-mail și parola.',
  STAFF_LOGIN_RATE_LIMITED: 'Prea multe încercări de autentificare eșuate. Așteptați 15 minute și încercați din nou.',
  STAFF_SESSION_INVALID: 'Sesiunea dumneavoastră de personal s-a încheiat. Autentificați-vă din nou.',
  STAFF_ROLE_FORBIDDEN: 'Rolul dumneavoastră nu permite această acțiune.',
  STAFF_EMAIL_REQUIRED: 'Introduceți adresa de e-mail.',
  STAFF_PASSWORD_REQUIRED: 'Introduceți parola.',
  STAFF_ORDER_NOT_PROCESSING:
    'Doar o comandă plătită, aflată în procesare, poate fi marcată finalizată. Reîmprospătați pentru a-i vedea starea actuală.',
  STAFF_PACKAGE_COMPLETES_ON_LINK:
    'Un pachet de eveniment se finalizează când cumpărătorul îl leagă de evenimentul său; nu poate fi marcat finalizat manual. Rambursați-l dacă nu va fi folosit.',
  STAFF_ORDER_PAID_NO_CANCEL:
    'Această comandă a fost plătită, deci nu poate fi anulată aici: anularea ar păstra plata. Rambursați-o în schimb; comanda apare apoi ca rambursată.',
  STAFF_ORDER_NOT_PENDING: 'Doar o comandă în așteptare (neplătită) poate fi anulată. Reîmprospătați pentru a-i vedea starea actuală.',
  STAFF_REFUND_REASON_REQUIRED: 'Scrieți motivul acestei rambursări.',
  STAFF_ORDER_NOT_REFUNDABLE: 'Doar o comandă plătită poate fi rambursată, iar aceasta nu are nicio plată de restituit. Reîmprospătați pentru a-i vedea starea actuală.',
  STAFF_DELETE_CONFIRM_MISMATCH: 'Codul scris nu se potrivește cu codul acestui eveniment. Nu s-a șters nimic.',
  PHOTO_STORAGE_BUSY: 'Fotografiile acestui pachet sunt în curs de arhivare, restaurare sau ștergere. Încercați din nou după ce se termină.',
  PHOTOS_ALREADY_DELETED: 'Fotografiile acestui pachet au fost șterse.',
  PHOTOS_EVENT_RUNNING: 'Încheiați evenimentul înainte de a-i arhiva fotografiile.',
  PHOTOS_NOT_ARCHIVED: 'Fotografiile acestui pachet nu sunt arhivate.',
  STAFF_EVENT_ALREADY_ENDED: 'Acest eveniment s-a încheiat deja.',
  PRINT_FILES_ORDER_CLOSED: 'Această comandă de printuri este anulată sau rambursată: nu este nimic de printat.',
  STAFF_LIST_CURSOR_INVALID: 'Această pagină a listei nu mai este disponibilă. Reîncărcați lista și încercați din nou.',
};
