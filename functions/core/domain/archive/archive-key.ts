import { ARCHIVE_OBJECT_PREFIX } from '../../../../shared/constants.js';

/**
 * Where an order's archive lives: one key per order, so a retry or a rebuild overwrites the same object.
 * Its own module: the payment routes that request a build must not bundle the builder (yazl, lib-storage).
 */
export const archiveObjectKey = (eventCode: string, orderId: string): string => `${ARCHIVE_OBJECT_PREFIX}${eventCode}/${orderId}.zip`;

/**
 * One part of an archive in `parts` parts (issue #32.6). A one-part archive is the order's one key, exactly
 * as before parts existed; a several-part one names the count too, so a rebuild into another number of
 * parts never mixes its parts with the old ones.
 */
export const archivePartKey = (eventCode: string, orderId: string, part: number, parts: number): string =>
  parts <= 1 ? archiveObjectKey(eventCode, orderId) : `${ARCHIVE_OBJECT_PREFIX}${eventCode}/${orderId}.part-${part}-of-${parts}.zip`;

/** The build's plan (parts and guest folders), written by the planning job and read by each part's job. */
export const archivePlanKey = (eventCode: string, orderId: string): string => `${ARCHIVE_OBJECT_PREFIX}${eventCode}/${orderId}.plan.json`;

/**
 * A part's download token: the order's one token for a one-part archive, `{token}-p{n}` for part n of
 * several (its own DOWNLOAD item; the buyer holds every part's link anyway). Longer than any order token,
 * so it never equals another order's.
 */
export const partToken = (token: string, part: number, parts: number): string => (parts <= 1 ? token : `${token}-p${part}`);
