/**
 * The price list (commerce spec sections 5 and 9, DESIGN section 15): pure functions, no I/O, no zod, so
 * the web can import it cheaply and the server prices orders with the same code. Amounts are integers in
 * minor units of the country's currency.
 */
export { PricingError, type PricingErrorCode } from './errors.js';
export { CURRENCIES, currencyFor, type Currency } from './currency.js';
export {
  DEFAULT_COUNTRY,
  DEFAULT_CURRENCY,
  LISTED_COUNTRIES,
  multiplierFor,
  normalizeCountry,
  shippingFigure,
  shippingFor,
} from './countries.js';
export { roundSpec } from './rounding.js';
export { localPrice } from './local-price.js';
export {
  EVENT_SIZES,
  EVENT_SIZE_INFO,
  EVENT_TYPES,
  EVENT_TYPE_LABELS,
  packageFigure,
  packageLabel,
  packagePrice,
  plansFor,
  type EventSize,
  type EventSizeInfo,
  type EventType,
  type PlanCard,
} from './packages.js';
export { CUSTOM_ATTENDEES_MAX, CUSTOM_ATTENDEES_MIN, CUSTOM_ATTENDEES_STEP, normalizeCustomAttendees } from './attendees.js';
export { ADD_ONS, ADD_ON_IDS, addOn, addOnPrice, addOnsFor, isAddOnAvailable, type AddOn, type AddOnId } from './add-ons.js';
export { recommendedAddOns } from './recommendations.js';
export {
  BUNDLE_PHOTOS,
  COMBO_IDS,
  COMBO_LABELS,
  COMBO_PRINTS,
  PRINT_SIZES,
  PRINT_SIZE_LABELS,
  RAW_ARCHIVE_FIGURE,
  bundleLabel,
  comboLabel,
  comboPrice,
  printUnitPrice,
  printsBundlePrice,
  rawArchivePrice,
  type BundlePhotos,
  type ComboId,
  type PrintSize,
} from './post-event.js';
export { RON_RATES_DATE, ronRate, toRonMinor } from './ron-rates.js';
export { formatMoney } from './format.js';
export { galleryExtensionAddOn, isShipped, quote, type ProductSelection, type Quote, type QuoteLine } from './quote.js';
