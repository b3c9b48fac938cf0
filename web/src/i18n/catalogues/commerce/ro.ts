import type { Texts } from '../../../../../shared/i18n/catalogue';
import type en from './en';
import { commerceMessagesRo } from '../../errors/commerce.ro';

/** The commerce area's texts in Romanian (see ../../areas.ts); the type keeps it key for key with English. */
const ro: Texts<typeof en> = {
  errors: commerceMessagesRo,
};

export default ro;
