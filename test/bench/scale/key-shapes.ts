import { EVENT_INDEX_SHARDS, SLOT_SHARDS } from '../../../functions/core/data/table.js';
import { DAY_SHARDS, STATS_SHARDS } from '../../../functions/core/domain/staff/stats-keys.js';
import type { ShapeRule } from './simulate.js';

/**
 * The table's key shapes (functions/core/data/table.ts), most specific first: how a recorded key becomes its
 * shape and how many of that shape exist at the peak. A per-event key takes the per-event rate, a constant key
 * the platform's, a sharded key the platform's over its shard count; a key naming a slot, a vote, a ticket or
 * an order is touched by about one request.
 */
const ULID = '[0-9A-HJKMNP-TV-Z]{26}';
export const KEY_SHAPES: readonly ShapeRule[] = [
  // Partition keys.
  { part: 'pk', index: 'GSI3', pattern: /^.+$/, shape: '<code>', scope: { kind: 'event' } },
  { part: 'pk', pattern: /^EVENT#[^#]+#(BY|VOTER)#.+$/, shape: 'EVENT#<code>#$1#<guest>', scope: { kind: 'guest' } },
  { part: 'pk', pattern: /^EVENT#[^#]+(#[A-Z]+)?$/, shape: 'EVENT#<code>$1', scope: { kind: 'event' } },
  { part: 'pk', pattern: /^SLOT#\d+$/, shape: 'SLOT#<n>', scope: { kind: 'shard', shards: SLOT_SHARDS } },
  { part: 'pk', pattern: /^(RUNNING|PHOTOS#DUE)#\d+$/, shape: '$1#<n>', scope: { kind: 'shard', shards: EVENT_INDEX_SHARDS } },
  { part: 'pk', pattern: /^STATS#events#\d+$/, shape: 'STATS#events#<n>', scope: { kind: 'shard', shards: STATS_SHARDS } },
  // A venue's guests share its Wi-Fi address: that counter is as hot as the event.
  { part: 'pk', pattern: /^RATE#code-miss-address#.+$/, shape: 'RATE#code-miss-address#<venue ip>', scope: { kind: 'event' } },
  { part: 'pk', pattern: /^RATE#code-miss#(device|addr)#.+$/, shape: 'RATE#code-miss#$1#<device>', scope: { kind: 'guest' } },
  { part: 'pk', pattern: new RegExp(`^ORDER#${ULID}$`), shape: 'ORDER#<id>', scope: { kind: 'unique' } },
  { part: 'pk', pattern: /^(CONN|TICKET|ORDERNO|STATSBATCH|CUSTOMER|DOWNLOAD|ORGCODE|STAFF|STRIPEEVT|EMAIL)#.+$/, shape: '$1#<id>', scope: { kind: 'unique' } },
  // Sort keys (items inside a partition).
  { part: 'sk', pattern: /^PART#.+$/, shape: 'PART#<guest>', scope: { kind: 'guest' } },
  { part: 'sk', pattern: /^PHOTO#.+$/, shape: 'PHOTO#<photo>', scope: { kind: 'photo' } },
  { part: 'sk', pattern: /^(SLOT|UPREF|HAND|VOTE|BAN|WALL|HIST)#.+$/, shape: '$1#<id>', scope: { kind: 'unique' } },
  { part: 'sk', pattern: /^\d{4}-\d{2}-\d{2}#\d+$/, shape: '<date>#<n>', scope: { kind: 'shard', shards: DAY_SHARDS } },
  // The night's day item: one key for the whole platform while the night lasts.
  { part: 'sk', pattern: /^\d{4}-\d{2}-\d{2}$/, shape: '<date>', scope: { kind: 'platform' } },
  { part: 'sk', pattern: /^\d{4}-\d{2}-\d{2}T.+$/, shape: '<time>#<id>', scope: { kind: 'unique' } },
  { part: 'sk', pattern: /^\d+$/, shape: '<window>', scope: { kind: 'platform' } },
];
