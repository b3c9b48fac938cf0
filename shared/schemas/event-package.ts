import * as z from 'zod/mini';
// The pricing module itself, not pricing/index: the events schema (guest screens) imports this file.
import { EVENT_SIZES, EVENT_TYPES } from '../pricing/packages.js';

/** The package an event was bought with (DESIGN 15: "the event records its package and add-ons"). */
export const eventPackageSchema = z.object({
  eventType: z.enum(EVENT_TYPES),
  eventSize: z.enum(EVENT_SIZES),
  customAttendees: z.optional(z.int()),
});
export type EventPackage = z.infer<typeof eventPackageSchema>;
