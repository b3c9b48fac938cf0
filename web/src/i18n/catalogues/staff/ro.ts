import type { Texts } from '../../../../../shared/i18n/catalogue';
import type en from './en';
import { staffMessagesRo } from '../../errors/staff.ro';

/** The staff area's texts in Romanian (see ../../areas.ts); the type keeps it key for key with English. */
const ro: Texts<typeof en> = {
  errors: staffMessagesRo,
};

export default ro;
