import { downloadMessages } from '../../../../../shared/download-messages';

/**
 * The download page's texts in English (pages/DownloadPage.tsx: where a raw archive's download link sends a
 * browser when it gives no file). Not an area (../../areas.ts): every area's loaders sit in the boot chunk that
 * every page loads, and the guest entries' budgets have no bytes to spare for a page that only a failed link
 * opens. The page's own chunk carries both languages (a few lines each).
 */
const en = {
  errors: downloadMessages,

  page: {
    title: 'Download unavailable',
    /** A refusal without a text of its own here (too many tries, an outage, a code this client does not know). */
    unavailable: 'This download is not available right now. Please try again later or contact support.',
  },
};

export default en;
