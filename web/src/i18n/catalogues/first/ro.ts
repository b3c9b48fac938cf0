import type { Texts } from '../../../../../shared/i18n/catalogue';
import type en from './en';
import { joinMessagesRo } from '../../errors/join.ro';

/** The first area's texts in Romanian (see ../../areas.ts); the type keeps it key for key with English. */
const ro: Texts<typeof en> = {
  common: {
    loading: 'Se încarcă…',
    dismiss: 'Închide',
    language: 'Limba',
  },
  errors: joinMessagesRo,
};

export default ro;
