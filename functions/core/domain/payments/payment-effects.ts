/**
 * What a payment does beyond its order (payments/wiring.ts): the e-mails, and each product's fulfilment or
 * withdrawal. One module, loaded on the first of them a container runs, rather than an `import()` each:
 * esbuild puts the code a function loads at import into one chunk per set of `import()` targets that share
 * it, so four targets cut checkout's import into 21 files where one leaves 14, and each file costs its
 * load (#31 item 3: checkout's module load 2.2 ms shorter). Every fulfilment sends an e-mail, so the
 * sender (and its SES client) loads then anyway; the seams' own code is a few KB.
 */
export { sendOrderEmail } from '../../email/send-order-email.js';
export { requestArchiveBuild } from '../archive/request-archive-build.js';
export { keepPhotosForPrints } from '../prints/keep-print-photos.js';
export { applyGalleryExtension } from '../organizer/apply-gallery-extension.js';
export { withdrawPaidFeatures } from '../orders/withdraw-paid-features.js';
