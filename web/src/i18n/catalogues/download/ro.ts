import type { Texts } from '../../../../../shared/i18n/catalogue';
import { downloadMessagesRo } from '../../errors/download.ro';
import type en from './en';

/** The download page's texts in Romanian (see ./en.ts); the type keeps it key for key with English. */
const ro: Texts<typeof en> = {
  errors: downloadMessagesRo,

  page: {
    title: 'Descărcare indisponibilă',
    unavailable: 'Descărcarea nu este disponibilă acum. Încearcă din nou mai târziu sau contactează asistența.',
  },
};

export default ro;
