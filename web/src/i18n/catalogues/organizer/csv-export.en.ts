/** The organizer portal's CSV export (CSV export add-on, issue #28). */
export const csvExportEn = {
  title: 'CSV export',
  lead: 'Every photo (guest, time, votes per award, hidden) and every participant, as a spreadsheet.',
  download: 'Download CSV',
  preparing: 'Preparing the CSV…',
  ready: (fileName: string) => `Downloaded ${fileName}.`,
  failed: 'Could not prepare the CSV. Please try again.',
  notIncluded: 'The CSV export is part of a digital package.',
  seePackages: 'See packages',
};
