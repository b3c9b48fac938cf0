import type { Texts } from '../../../../shared/i18n/catalogue';
import { staffMessages } from '../../../../shared/staff-messages';

/** shared/staff-messages.ts in Romanian. TRANSLATE: still the English texts (the helper of this area replaces them). */
export const staffMessagesRo: Texts<typeof staffMessages> = {
  ...staffMessages,
};
