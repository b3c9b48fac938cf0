import type { Texts } from '../../../../../shared/i18n/catalogue';
import { plural } from '../../../../../shared/i18n/plural';
import type en from './en';

/** The history area's texts in Romanian (see ../../areas.ts); the type keeps it key for key with English. */
const ro: Texts<typeof en> = {
  errors: {},

  reasons: {
    'Order created': 'Comandă creată',
    'Payment confirmed': 'Plata a fost confirmată',
    'Cancelled by customer': 'Anulată de client',
    'Cancelled by staff': 'Anulată de echipa noastră',
    'Refunded by staff': 'Rambursată de echipa noastră',
    'Completed by staff': 'Finalizată de echipa noastră',
    Shipped: 'Expediată',
    'Payment not received within 24 hours': 'Plata nu a sosit în 24 de ore',
    'Payment session expired': 'Sesiunea de plată a expirat',
    'Payment refunded': 'Plata a fost rambursată',
    'Raw archive ready for download': 'Arhiva completă e gata de descărcare',
    'Print bundle chosen (paid with the event package)': 'Pachetul de printuri ales (plătit cu pachetul evenimentului)',
    'Package refunded: its prints are not sent': 'Pachet rambursat: printurile nu se mai trimit',
    'Linked to event': 'Legată de un eveniment',
  },
  linkedToEvent: (code) => `Legată de evenimentul ${code}`,
  galleryExtended: (days) => `Galeria a fost prelungită cu ${plural('ro', days, { one: '{n} zi', few: '{n} zile', other: '{n} de zile' })}`,
};

export default ro;
