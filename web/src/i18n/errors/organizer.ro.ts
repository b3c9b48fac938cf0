import type { Texts } from '../../../../shared/i18n/catalogue';
import { organizerMessages } from '../../../../shared/organizer-messages';

/** shared/organizer-messages.ts in Romanian. TRANSLATE: still the English texts (the helper of this area replaces them). */
export const organizerMessagesRo: Texts<typeof organizerMessages> = {
  ...organizerMessages,
};
