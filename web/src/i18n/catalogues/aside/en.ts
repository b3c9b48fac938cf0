/**
 * The aside area's texts in English (see ../../areas.ts): the pages beside a guest's way into an event — the
 * desktop notice, the not-found page — and the QR code's own texts. Apart from `arrival` so that an event link
 * (the direct join) does not carry them (guest entry ≤ 100 KB gz in each language).
 */
const en = {
  notFound: {
    title: 'Page not found',
    text: 'There is nothing at this address. Check the link, or start again from home.',
  },
  desktop: {
    title: 'Mobile Experience Required',
    text: 'Candid is made for phones: guests join with a code and take polaroid photos with their phone’s camera. Open this address on your phone:',
    showQr: 'Show QR Code',
    hideQr: 'Hide QR Code',
    qrLabel: 'QR code of the Candid address, to scan with your phone',
    viewPricing: 'View Pricing',
    continueHere: 'Continue on this device',
  },
  /** The QR code component (Event Created, the desktop notice, the wall). */
  qr: {
    generatingQr: 'Generating QR code…',
    qrFailed: 'The QR code could not be generated.',
  },
  errors: {},
};

export default en;
