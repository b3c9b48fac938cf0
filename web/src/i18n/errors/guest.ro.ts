import type { Texts } from '../../../../shared/i18n/catalogue';
import { guestMessages } from '../../../../shared/guest-messages';
import { joinMessagesRo } from './join.ro';

/** shared/guest-messages.ts in Romanian. TRANSLATE: still the English texts (the helper of this area replaces them). */
export const guestMessagesRo: Texts<typeof guestMessages> = {
  ...guestMessages,
  ...joinMessagesRo,
};
