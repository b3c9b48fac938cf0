import type { Texts } from '../../../../shared/i18n/catalogue';
import { roomMessages } from '../../../../shared/room-messages';

/** shared/room-messages.ts in Romanian. TRANSLATE: still the English texts (the helper of this area replaces them). */
export const roomMessagesRo: Texts<typeof roomMessages> = {
  ...roomMessages,
};
