import { BUNDLE_PHOTOS, COMBO_IDS, COMBO_PRINTS } from '../../shared/pricing/post-event.js';
import { NOT_WHITESPACE } from '../../shared/schemas/json-pattern.js';

type JsonSchema = Record<string, unknown>;

const is = (field: string, value: string | number): JsonSchema => ({ properties: { [field]: { const: value } }, required: [field] });
const oneOf = (field: string, values: readonly string[]): JsonSchema => ({ properties: { [field]: { enum: [...values] } }, required: [field] });
const SHIPS = ['prints_bundle', 'combo'] as const;

/**
 * POST /api/orders's cross-field rules (the superRefine of createOrderRequestSchema, shared/schemas/orders.ts)
 * in JSON Schema, so the document refuses what the server refuses: gallery extensions are bought elsewhere;
 * a pre_event order names its package, title and date; a post_event order its event, its bundle or combo, and
 * an address when it ships; chosen photos only for prints after the event, each once, at most the prints.
 * Kept next to the document, not the schema: the web imports the schema, and this would ride along.
 */
export const createOrderRules: JsonSchema = {
  allOf: [
    { not: is('productType', 'gallery_extension') },
    {
      if: is('orderType', 'pre_event'),
      then: { required: ['productDetails', 'eventTitle', 'eventDate'], properties: { eventTitle: { pattern: NOT_WHITESPACE } } },
      else: { required: ['eventCode'] },
    },
    { if: { allOf: [is('orderType', 'post_event'), is('productType', 'prints_bundle')] }, then: { required: ['bundleType', 'printSize'] } },
    { if: { allOf: [is('orderType', 'post_event'), is('productType', 'combo')] }, then: { required: ['comboType'] } },
    {
      if: { allOf: [is('orderType', 'post_event'), oneOf('productType', SHIPS)] },
      then: { properties: { customerInfo: { required: ['address'] } } },
    },
    { if: { required: ['photoIds'] }, then: { allOf: [is('orderType', 'post_event'), oneOf('productType', SHIPS)], properties: { photoIds: { uniqueItems: true } } } },
    ...BUNDLE_PHOTOS.map((n) => ({ if: { allOf: [is('productType', 'prints_bundle'), is('bundleType', n)] }, then: { properties: { photoIds: { maxItems: n } } } })),
    ...COMBO_IDS.map((id) => ({ if: { allOf: [is('productType', 'combo'), is('comboType', id)] }, then: { properties: { photoIds: { maxItems: COMBO_PRINTS[id] } } } })),
  ],
};
