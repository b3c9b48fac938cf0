import type { Texts } from '../../../../shared/i18n/catalogue';
import type { addOnMessages } from '../../../../shared/add-on-messages';

/** shared/add-on-messages.ts in Romanian (the digital add-ons' errors, by the server's codes). */
export const addOnMessagesRo: Texts<typeof addOnMessages> = {
  ADD_ON_REQUIRED: 'Face parte dintr-un pachet. Cumpără un pachet cu această opțiune ca să o folosești.',
  BRANDING_TEXT_TOO_LONG: 'Textul ramei poate avea cel mult 40 de caractere.',
  BRANDING_TEXT_HIDDEN_CHARACTERS: 'Textul ramei conține caractere care nu sunt permise.',
  LOGO_TOO_LARGE: 'Sigla este prea mare. Alege un fișier de cel mult 1 MB.',
  LOGO_INVALID: 'Fișierul nu este o imagine PNG, JPEG sau SVG. Alege altă siglă.',
  LOGO_NOT_UPLOADED: 'Sigla nu s-a încărcat complet. Încearcă din nou.',
};
