import { localPrice } from './local-price.js';

export type EventType = 'digital' | 'personal';
export type EventSize = 'small' | 'medium' | 'large' | 'custom';
export const EVENT_TYPES: readonly EventType[] = ['digital', 'personal'];
export const EVENT_SIZES: readonly EventSize[] = ['small', 'medium', 'large', 'custom'];

/** Base prices (spec section 9, RO list, major units): small 59/75, medium 99/99, large 149/149, custom 249/199. */
const PACKAGE_FIGURES: Readonly<Record<EventType, Readonly<Record<EventSize, number>>>> = {
  digital: { small: 59, medium: 99, large: 149, custom: 249 },
  personal: { small: 75, medium: 99, large: 149, custom: 199 },
};

export interface EventSizeInfo {
  size: EventSize;
  label: string;
  /** Attendee range shown on the plan card; `max` undefined = open-ended (custom, up to the custom-quote limit). */
  attendees: { min: number; max?: number };
  mostPopular: boolean;
}

/** Sizes as the spec states them: small up to 100 (10–100), medium 100–300 (most popular), large 300–1000, custom 1000+. */
export const EVENT_SIZE_INFO: readonly EventSizeInfo[] = [
  { size: 'small', label: 'Small', attendees: { min: 10, max: 100 }, mostPopular: false },
  { size: 'medium', label: 'Medium', attendees: { min: 100, max: 300 }, mostPopular: true },
  { size: 'large', label: 'Large', attendees: { min: 300, max: 1000 }, mostPopular: false },
  { size: 'custom', label: 'Custom', attendees: { min: 1000 }, mostPopular: false },
];

export const EVENT_TYPE_LABELS: Readonly<Record<EventType, string>> = { digital: 'Digital', personal: 'Personal' };

export const packageFigure = (type: EventType, size: EventSize): number => PACKAGE_FIGURES[type][size];

/** The package price in the country's currency (minor units). */
export const packagePrice = (type: EventType, size: EventSize, country: string): number => localPrice(packageFigure(type, size), country);

export const packageLabel = (type: EventType, size: EventSize): string =>
  `${EVENT_SIZE_INFO.find((s) => s.size === size)?.label ?? size} event (${type})`;

export interface PlanCard extends EventSizeInfo {
  eventType: EventType;
  price: number;
}

/** The plan cards of the pricing page for one event type, priced for a country. */
export const plansFor = (type: EventType, country: string): PlanCard[] =>
  EVENT_SIZE_INFO.map((info) => ({ ...info, eventType: type, price: packagePrice(type, info.size, country) }));
