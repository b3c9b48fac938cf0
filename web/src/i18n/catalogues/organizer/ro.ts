import type { Texts } from '../../../../../shared/i18n/catalogue';
import type en from './en';
import { organizerMessagesRo } from '../../errors/organizer.ro';

/** The organizer area's texts in Romanian (see ../../areas.ts); the type keeps it key for key with English. */
const ro: Texts<typeof en> = {
  errors: organizerMessagesRo,
};

export default ro;
