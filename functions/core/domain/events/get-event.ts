import type { EventView } from '#shared/schemas/events.js';
import { toEventView } from '../../data/event-item.js';
import { lookupEventGuarded, type RateClient } from './guarded-lookup.js';

/** Looks an event up by its (already upper-cased) code, counting misses against the caller. */
export const getEvent = async (code: string, client: RateClient): Promise<EventView> => toEventView(await lookupEventGuarded(code, client));
