import type { Texts } from '../../../../../shared/i18n/catalogue';
import type { addOnsEn } from './add-ons.en';

/** The event admin screen's digital add-on controls in Romanian. */
export const addOnsRo: Texts<typeof addOnsEn> = {
  branding: {
    title: 'Ramă personalizată',
    lead: 'Sigla și textul tău pe rama fiecărei fotografii făcute de acum înainte.',
    label: 'Textul ramei',
    hint: (max: number) => `Cel mult ${max} de caractere. Lasă gol pentru fără text.`,
    counter: (used: number, max: number) => `${used} din ${max} caractere`,
    preview: 'Previzualizare',
    previewLabel: (text: string, logo = false) =>
      (text ? `Previzualizarea ramei cu textul „${text}”` : 'Previzualizarea ramei fără text') + (logo ? ' și sigla ta' : ''),
    save: 'Salvează rama',
    saving: 'Se salvează…',
    saved: 'Rama a fost salvată. Fotografiile noi o vor avea.',
    loading: 'Se încarcă rama…',
    failed: 'Nu am putut salva rama. Încearcă din nou.',
    loadFailed: 'Nu am putut încărca rama. Încearcă din nou.',
    notIncluded: 'Ramele personalizate fac parte dintr-un pachet digital.',
    logo: {
      title: 'Siglă',
      hint: 'PNG, JPEG sau SVG, cel mult 1 MB. Apare pe ramă lângă text.',
      none: 'Nicio siglă pe ramă.',
      current: 'Sigla ta este pe ramă.',
      choose: 'Alege sigla',
      replace: 'Înlocuiește sigla',
      remove: 'Șterge sigla',
      preparing: 'Se pregătește sigla…',
      uploading: 'Se încarcă sigla',
      progress: (percent: number) => `Se încarcă sigla… ${percent}%`,
      checking: 'Se verifică sigla…',
      removing: 'Se șterge sigla…',
      saved: 'Sigla a fost salvată. Fotografiile noi o vor avea.',
      removed: 'Sigla a fost ștearsă. Fotografiile noi nu vor avea siglă.',
      failed: 'Nu am putut încărca sigla. Încearcă din nou.',
      removeFailed: 'Nu am putut șterge sigla. Încearcă din nou.',
    },
  },
  csv: {
    title: 'Export CSV',
    lead: 'Descarcă toate fotografiile (invitat, oră, filtru, voturi pe premii, ascunse) și toți participanții într-un tabel.',
    download: 'Descarcă CSV',
    preparing: 'Se pregătește fișierul CSV…',
    ready: (fileName: string) => `Am descărcat ${fileName}.`,
    failed: 'Nu am putut pregăti fișierul CSV. Încearcă din nou.',
    notIncluded: 'Exportul CSV face parte dintr-un pachet digital.',
  },
  seePackages: 'Vezi pachetele',
};
