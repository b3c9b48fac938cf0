import type { Texts } from '../../../../../shared/i18n/catalogue';
import type en from './en';
import { guestMessagesRo } from '../../errors/guest.ro';
import { roomMessagesRo } from '../../errors/room.ro';

/** The event area's texts in Romanian (see ../../areas.ts); the type keeps it key for key with English. */
const ro: Texts<typeof en> = {
  errors: { ...guestMessagesRo, ...roomMessagesRo },
};

export default ro;
