/** The event admin screen's digital add-on controls (issue #28): branded frames and the CSV export. */
export const addOnsEn = {
  branding: {
    title: 'Branded frame',
    lead: 'Your text on the frame of every photo taken from now on.',
    label: 'Frame text',
    hint: (max: number) => `Up to ${max} characters. Leave empty for no text.`,
    counter: (used: number, max: number) => `${used} of ${max} characters`,
    preview: 'Preview',
    previewLabel: (text: string) => (text ? `Frame preview with the text “${text}”` : 'Frame preview without text'),
    save: 'Save frame',
    saving: 'Saving…',
    saved: 'Frame saved. New photos carry it.',
    loading: 'Loading the frame…',
    failed: 'Could not save the frame. Please try again.',
    loadFailed: 'Could not load the frame. Please try again.',
    notIncluded: 'Branded frames are part of a digital package.',
  },
  csv: {
    title: 'CSV export',
    lead: 'Download every photo (guest, time, filter, votes per award, hidden) and every participant as a spreadsheet.',
    download: 'Download CSV',
    preparing: 'Preparing the CSV…',
    ready: (fileName: string) => `Downloaded ${fileName}.`,
    failed: 'Could not prepare the CSV. Please try again.',
    notIncluded: 'The CSV export is part of a digital package.',
  },
  seePackages: 'See packages',
};
