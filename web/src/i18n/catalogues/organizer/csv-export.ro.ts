import type { Texts } from '../../../../../shared/i18n/catalogue';
import type { csvExportEn } from './csv-export.en';

/** The organizer portal's CSV export in Romanian. */
export const csvExportRo: Texts<typeof csvExportEn> = {
  title: 'Export CSV',
  lead: 'Toate fotografiile (invitat, oră, voturi pe premii, ascunse) și toți participanții, într-un tabel.',
  download: 'Descarcă CSV',
  preparing: 'Se pregătește fișierul CSV…',
  ready: (fileName: string) => `Am descărcat ${fileName}.`,
  failed: 'Nu am putut pregăti fișierul CSV. Încearcă din nou.',
  notIncluded: 'Exportul CSV face parte dintr-un pachet digital.',
  seePackages: 'Vezi pachetele',
};
