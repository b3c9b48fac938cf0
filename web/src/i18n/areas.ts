import type { Texts } from '../../../shared/i18n/catalogue';
import type { Locale } from '../../../shared/i18n/locale';
import type arrivalEn from './catalogues/arrival/en';
import type asideEn from './catalogues/aside/en';
import type commerceEn from './catalogues/commerce/en';
import type createEn from './catalogues/create/en';
import type eventEn from './catalogues/event/en';
import type firstEn from './catalogues/first/en';
import type galleryEn from './catalogues/gallery/en';
import type historyEn from './catalogues/history/en';
import type ordersEn from './catalogues/orders/en';
import type organizerEn from './catalogues/organizer/en';
import type promptsEn from './catalogues/prompts/en';
import type staffEn from './catalogues/staff/en';

/**
 * The catalogues, one per area of the app and language, each its own chunk: a screen loads only its area in
 * the active language (the guest entry stays ≤ 100 KB gz). English is the type every translation must match
 * (shared/i18n/catalogue.ts), and each area carries the server error texts its screens show, by code.
 *
 * - first: the lobby, join mode, page chrome and the join's errors (what every guest entry shows)
 * - arrival: an event link's direct join and Select User
 * - aside: the desktop notice, the not-found page, the QR code (the desktop notice's, Event Created's, the wall's)
 * - create: Create Event and Event Created
 * - event: event home and camera, event admin, gallery, voting, awards, expired gallery, moderation, wall
 * - commerce: the pricing page, and what every buyer's page shares (product names, the commerce errors)
 * - orders: what comes after a purchase: payment pages, order tracking and statuses, the gallery's photo purchase,
 *   print selection (its pages load commerce too)
 * - history: an order's status history (the order page, the staff order dialog; /pricing shows none)
 * - organizer: the organizer portal, and the event admin screen's add-on controls (the camera never loads them)
 * - staff: the staff portal
 * - prompts: photo challenges' organizer picker and the camera's challenge card (issue #33; both lazy)
 */
export interface AreaTexts {
  first: Texts<typeof firstEn>;
  arrival: Texts<typeof arrivalEn>;
  aside: Texts<typeof asideEn>;
  create: Texts<typeof createEn>;
  event: Texts<typeof eventEn>;
  gallery: Texts<typeof galleryEn>;
  commerce: Texts<typeof commerceEn>;
  orders: Texts<typeof ordersEn>;
  history: Texts<typeof historyEn>;
  organizer: Texts<typeof organizerEn>;
  staff: Texts<typeof staffEn>;
  prompts: Texts<typeof promptsEn>;
}
export type Area = keyof AreaTexts;

type Loader<A extends Area> = () => Promise<{ default: AreaTexts[A] }>;

export const catalogueLoaders: { readonly [A in Area]: Readonly<Record<Locale, Loader<A>>> } = {
  first: { en: () => import('./catalogues/first/en'), ro: () => import('./catalogues/first/ro') },
  arrival: { en: () => import('./catalogues/arrival/en'), ro: () => import('./catalogues/arrival/ro') },
  aside: { en: () => import('./catalogues/aside/en'), ro: () => import('./catalogues/aside/ro') },
  create: { en: () => import('./catalogues/create/en'), ro: () => import('./catalogues/create/ro') },
  event: { en: () => import('./catalogues/event/en'), ro: () => import('./catalogues/event/ro') },
  gallery: { en: () => import('./catalogues/gallery/en'), ro: () => import('./catalogues/gallery/ro') },
  commerce: { en: () => import('./catalogues/commerce/en'), ro: () => import('./catalogues/commerce/ro') },
  orders: { en: () => import('./catalogues/orders/en'), ro: () => import('./catalogues/orders/ro') },
  history: { en: () => import('./catalogues/history/en'), ro: () => import('./catalogues/history/ro') },
  organizer: { en: () => import('./catalogues/organizer/en'), ro: () => import('./catalogues/organizer/ro') },
  staff: { en: () => import('./catalogues/staff/en'), ro: () => import('./catalogues/staff/ro') },
  prompts: { en: () => import('./catalogues/prompts/en'), ro: () => import('./catalogues/prompts/ro') },
};

export const AREAS = Object.keys(catalogueLoaders) as Area[];
