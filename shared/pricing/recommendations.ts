import type { AddOnId } from './add-ons.js';
import type { EventSize, EventType } from './packages.js';

/** Add-on recommendations per event type and size (spec section 9), in the spec's order. */
const RECOMMENDATIONS: Readonly<Record<EventType, Readonly<Record<EventSize, readonly AddOnId[]>>>> = {
  digital: {
    small: ['branded_frames'],
    medium: ['branded_frames', 'export_csv'],
    large: ['export_csv', 'gallery_extension_7'],
    custom: ['export_csv', 'gallery_extension_30'],
  },
  personal: {
    small: ['print_bundle_25'],
    medium: ['print_bundle_25', 'gallery_extension_7'],
    large: ['print_bundle_50', 'gallery_extension_7'],
    custom: ['print_bundle_50', 'gallery_extension_30'],
  },
};

export const recommendedAddOns = (type: EventType, size: EventSize): readonly AddOnId[] => RECOMMENDATIONS[type][size];
