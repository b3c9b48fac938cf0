import type { Texts } from '../../../../shared/i18n/catalogue';
import type { organizerMessages } from '../../../../shared/organizer-messages';

/** shared/organizer-messages.ts in Romanian: what the organizer screens show for the server's codes. */
export const organizerMessagesRo: Texts<typeof organizerMessages> = {
  ORGANIZER_CODE_SENT: 'Dacă de pe acest e-mail s-a cumpărat un pachet, codul este pe drum.',
  ORGANIZER_EMAIL_INVALID: 'Introdu o adresă de e-mail validă.',
  ORGANIZER_FIELDS_REQUIRED: 'Completează toate câmpurile',
  ORGANIZER_CODE_FORMAT: 'Introdu codul de 6 cifre din e-mail.',
  ORGANIZER_CODE_INVALID: 'Cod greșit. Verifică e-mailul și încearcă din nou.',
  ORGANIZER_CODE_LOCKED: 'Prea multe coduri greșite. Cere un cod nou.',
  ORGANIZER_CODE_EXPIRED: 'Codul a expirat. Cere un cod nou.',
  ORGANIZER_CODE_RESEND_TOO_SOON: 'Tocmai am trimis un cod. Așteaptă puțin înainte să ceri altul.',
  ORGANIZER_SIGN_IN_RATE_LIMITED: 'Prea multe încercări de conectare. Așteaptă 15 minute și încearcă din nou.',
  ORGANIZER_CODE_ATTEMPTS_EXHAUSTED: 'Prea multe coduri greșite pentru acest e-mail. Așteaptă cel mult o oră, apoi cere un cod nou.',
  ORGANIZER_SESSION_INVALID: 'Autentificare necesară',
  ORGANIZER_EVENT_NOT_YOURS: 'Acest eveniment nu este unul dintre ale tale.',
  ORGANIZER_ORDER_NOT_YOURS: 'Această comandă nu este una dintre ale tale.',
  ORGANIZER_GALLERY_EXPIRED: 'Galeria a expirat deja; nu mai poate fi prelungită.',
  ORGANIZER_EVENT_HAS_NO_PACKAGE: 'Acest eveniment nu are un pachet care să poată fi prelungit.',
};
