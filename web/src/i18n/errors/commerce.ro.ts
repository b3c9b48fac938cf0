import type { Texts } from '../../../../shared/i18n/catalogue';
import { commerceMessages } from '../../../../shared/commerce-messages';

/** shared/commerce-messages.ts in Romanian. TRANSLATE: still the English texts (the helper of this area replaces them). */
export const commerceMessagesRo: Texts<typeof commerceMessages> = {
  ...commerceMessages,
};
