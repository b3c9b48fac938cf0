import type { Texts } from '../../../../../shared/i18n/catalogue';
import type en from './en';
import { eventTypesRo } from '../event-types.ro';

/** The arrival area's texts in Romanian (see ../../areas.ts); the type keeps it key for key with English. */
const ro: Texts<typeof en> = {
  directJoin: {
    validating: 'Se verifică evenimentul',
    eventLabel: 'Eveniment',
    details: 'Detalii',
    type: 'Tip',
    maxParticipants: 'Participanți maximi',
    photosPerPerson: 'Fotografii de persoană',
    status: 'Stare',
    backToSaved: 'Înapoi la utilizatorii salvați',
    backToMain: 'Înapoi la pagina principală',
    tryAgain: 'Încearcă din nou',
    correctHint: 'Verifică codul primit și corectează-l aici.',
    checkCode: 'Verifică codul',
    eventTypes: eventTypesRo,
    statuses: { waiting: 'În așteptare', active: 'Activ', completed: 'Încheiat' },
  },
  selectUser: {
    title: 'Alege utilizatorul',
    continueAs: 'Continuă ca',
    lastUsed: (when) => `Folosit ultima dată ${when}`,
    joinAsNew: 'Intră ca utilizator nou',
  },
  errors: {},
};

export default ro;
