import type { Texts } from '../../../../../shared/i18n/catalogue';
import type en from './en';

/** The aside area's texts in Romanian (see ../../areas.ts); the type keeps it key for key with English. */
const ro: Texts<typeof en> = {
  notFound: {
    title: 'Pagina nu a fost găsită',
    text: 'Nu există nimic la această adresă. Verifică linkul sau pornește din nou de la început.',
  },
  desktop: {
    title: 'Este nevoie de un telefon',
    text: 'Candid este făcut pentru telefoane: invitații intră cu un cod și fac fotografii polaroid cu camera telefonului. Deschide această adresă pe telefon:',
    showQr: 'Arată codul QR',
    hideQr: 'Ascunde codul QR',
    qrLabel: 'Codul QR al adresei Candid, de scanat cu telefonul',
    viewPricing: 'Vezi prețurile',
    continueHere: 'Continuă pe acest dispozitiv',
  },
  /** The QR code component (Event Created, the desktop notice, the wall). */
  qr: {
    generatingQr: 'Se generează codul QR…',
    qrFailed: 'Codul QR nu a putut fi generat.',
  },
  errors: {},
};

export default ro;
