import type { Texts } from '../../../../shared/i18n/catalogue';
import type { downloadMessages } from '../../../../shared/download-messages';

/** shared/download-messages.ts in Romanian (what the raw archive's download link answers instead of the file). */
export const downloadMessagesRo: Texts<typeof downloadMessages> = {
  DOWNLOAD_NOT_FOUND: 'Linkul de descărcare nu este valid. Folosește linkul din e-mailul comenzii.',
  DOWNLOAD_EXPIRED: 'Linkul de descărcare a expirat. Contactează asistența dacă mai ai nevoie de fotografii.',
  DOWNLOAD_REVOKED: 'Această descărcare nu mai este disponibilă: comanda a fost anulată sau rambursată. Dacă ți se pare o greșeală, contactează asistența.',
  ARCHIVE_PREPARING: 'Arhiva cu fotografii se pregătește. Încearcă din nou peste câteva minute.',
};
