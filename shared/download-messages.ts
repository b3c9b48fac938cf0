/**
 * What the raw archive's download link answers when it gives no file (GET /api/downloads/{token}): the
 * server's catalogue (messages.ts) by code. Apart from commerce-messages.ts: only the download page
 * (web/src/pages/DownloadPage.tsx) shows them, so /pricing does not carry them.
 */
export const downloadMessages = {
  DOWNLOAD_NOT_FOUND: 'This download link is not valid. Please use the link from your order e-mail.',
  DOWNLOAD_EXPIRED: 'This download link has expired. Please contact support if you still need your photos.',
  /** The order that bought the archive was cancelled or refunded: access ends with the payment (ours). */
  DOWNLOAD_REVOKED: 'This download is no longer available: the order was cancelled or refunded. If you think this is a mistake, please contact support.',
  ARCHIVE_PREPARING: 'Your photo archive is being prepared. Please try again in a few minutes.',
} as const;
