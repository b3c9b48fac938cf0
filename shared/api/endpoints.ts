import { eventEndpoints } from './endpoints/events.js';
import { participantEndpoints } from './endpoints/participants.js';
import { photoEndpoints } from './endpoints/photos.js';
import { voteEndpoints } from './endpoints/votes.js';
import { realtimeEndpoints } from './endpoints/realtime.js';
import { metaEndpoints } from './endpoints/meta.js';
import { orderEndpoints } from './endpoints/orders.js';
import { linkOrderEndpoints } from './endpoints/link-order.js';
import { geoEndpoints } from './endpoints/geo.js';
import { paymentEndpoints } from './endpoints/payments.js';
import { downloadEndpoints } from './endpoints/downloads.js';
import { staffEndpoints } from './endpoints/staff.js';
import { staffOrderEndpoints } from './endpoints/staff-orders.js';
import { organizerEndpoints } from './endpoints/organizer.js';
import { staffPhotoEndpoints } from './endpoints/staff-photos.js';
import { staffEventEndpoints } from './endpoints/staff-events.js';
import { staffStatsEndpoints } from './endpoints/staff-stats.js';
import { wallEndpoints } from './endpoints/wall.js';
import { moderationEndpoints } from './endpoints/moderation.js';
import { addOnEndpoints } from './endpoints/add-ons.js';
import { printSelectionEndpoints } from './endpoints/print-selection.js';
import { challengeEndpoints } from './endpoints/challenges.js';

/**
 * Every HTTP endpoint of the API, gathered from the per-area modules in endpoints/ (a handler imports its
 * own area's module: it builds only those schemas). Add one there, then bind it to a handler in
 * functions/routes.ts.
 */
export const endpoints = {
  ...eventEndpoints,
  ...participantEndpoints,
  ...photoEndpoints,
  ...voteEndpoints,
  ...realtimeEndpoints,
  ...metaEndpoints,
  ...orderEndpoints,
  ...linkOrderEndpoints,
  ...geoEndpoints,
  ...paymentEndpoints,
  ...downloadEndpoints,
  ...staffEndpoints,
  ...staffOrderEndpoints,
  ...organizerEndpoints,
  ...staffPhotoEndpoints,
  ...staffEventEndpoints,
  ...staffStatsEndpoints,
  ...wallEndpoints,
  ...moderationEndpoints,
  ...addOnEndpoints,
  ...printSelectionEndpoints,
  ...challengeEndpoints,
};

export type Endpoints = typeof endpoints;
export type EndpointId = keyof Endpoints;
