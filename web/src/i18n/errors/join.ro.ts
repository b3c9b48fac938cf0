import type { Texts } from '../../../../shared/i18n/catalogue';
import type { joinMessages } from '../../../../shared/join-messages';

/** shared/join-messages.ts in Romanian. */
export const joinMessagesRo: Texts<typeof joinMessages> = {
  CODE_REQUIRED: 'Introdu codul evenimentului.',
  CODE_LENGTH: 'Codul evenimentului trebuie să aibă 6 caractere.',
  NAME_REQUIRED: 'Introdu-ți numele.',
  NAME_TOO_SHORT: 'Numele trebuie să aibă cel puțin 2 caractere.',
  CODE_CHARSET: 'Codul evenimentului poate conține doar litere A-Z și cifre 0-9.',
  NAME_TOO_LONG: 'Numele poate avea cel mult 40 de caractere.',
  NAME_HIDDEN_CHARACTERS: 'Numele tău conține caractere ascunse sau de control. Scrie-l din nou fără ele.',
  EVENT_NOT_FOUND: 'Evenimentul nu a fost găsit. Verifică codul și încearcă din nou.',
  EVENT_ENDED: 'Acest eveniment s-a încheiat și nu mai primește participanți.',
  VALIDATE_FAILED: 'Evenimentul nu a putut fi verificat. Încearcă din nou.',
  JOIN_FAILED: 'Nu te-ai putut alătura evenimentului. Încearcă din nou.',
  ENTER_FAILED: 'Nu ai putut intra în eveniment. Încearcă din nou.',
  EVENT_INFO_MISSING: 'Informațiile despre eveniment nu sunt disponibile',
  KICKED: 'Ai fost eliminat din acest eveniment de către organizator.',
  VALIDATION_FAILED: 'Unele dintre informațiile trimise nu sunt valide.',
  PAYLOAD_TOO_LARGE: 'Cererea este prea mare.',
  NOT_FOUND: 'Nu a fost găsit.',
  METHOD_NOT_ALLOWED: 'Această metodă nu este permisă aici.',
  UNAUTHORIZED: 'Alătură-te din nou evenimentului pentru a continua.',
  FORBIDDEN: 'Nu ai voie să faci asta.',
  RATE_LIMITED: 'Prea multe încercări. Așteaptă un minut și încearcă din nou.',
  INTERNAL: 'Ceva nu a mers bine la noi. Încearcă din nou.',
  NETWORK: 'Serverul nu a putut fi contactat. Verifică conexiunea și încearcă din nou.',
};
