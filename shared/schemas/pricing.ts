import * as z from 'zod/mini';
import { ADD_ON_IDS } from '../pricing/add-ons.js';
import { EVENT_SIZES, EVENT_TYPES } from '../pricing/packages.js';
import { COMBO_IDS, PRINT_SIZES } from '../pricing/post-event.js';
import type { ProductSelection } from '../pricing/quote.js';

/**
 * A ProductSelection (shared/pricing) as a request body part. Shape only: availability of add-ons, the custom
 * attendee rule and the custom-quote limit are the price list's (quote() throws PricingError), so they are
 * decided in one place.
 */
export const productSelectionSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('event_package'),
    eventType: z.enum(EVENT_TYPES),
    eventSize: z.enum(EVENT_SIZES),
    customAttendees: z.optional(z.number().check(z.minimum(0), z.maximum(1_000_000))),
    addOns: z.array(z.enum(ADD_ON_IDS)).check(z.maxLength(ADD_ON_IDS.length)),
  }),
  z.strictObject({ kind: z.literal('raw_archive') }),
  z.strictObject({
    kind: z.literal('prints_bundle'),
    photos: z.union([z.literal(10), z.literal(25), z.literal(50), z.literal(100)]),
    printSize: z.enum(PRINT_SIZES),
  }),
  z.strictObject({ kind: z.literal('combo'), combo: z.enum(COMBO_IDS) }),
]);

// What the schema accepts is a ProductSelection (quote() takes it as is): a change to the pricing type that the
// schema does not follow fails typecheck here.
type SchemaSelection = z.output<typeof productSelectionSchema>;
export const productSelectionMatchesType: [SchemaSelection] extends [ProductSelection] ? true : false = true;
