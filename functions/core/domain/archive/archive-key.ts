import { ARCHIVE_OBJECT_PREFIX } from '../../../../shared/constants.js';

/**
 * Where an order's archive lived before builds had keys of their own (archivePartKey); still recorded on its
 * ARCHIVE item. Its own module: the payment routes that request a build must not bundle the builder (yazl, lib-storage).
 */
export const archiveObjectKey = (eventCode: string, orderId: string): string => `${ARCHIVE_OBJECT_PREFIX}${eventCode}/${orderId}.zip`;

/**
 * One part of an archive in `parts` parts (issue #32.6), under its build's own folder: a part job of an older
 * build that finishes after a rebuild (photos hidden since) writes beside the current build, never over it,
 * and a rebuild into another number of parts never mixes its parts with the old ones. The DOWNLOAD items
 * carry the key, so links issued before keep working. An older build's files go with the archives' lifecycle rule.
 */
export const archivePartKey = (eventCode: string, orderId: string, buildId: string, part: number, parts: number): string =>
  `${ARCHIVE_OBJECT_PREFIX}${eventCode}/${orderId}/${buildId}${parts <= 1 ? '' : `.part-${part}-of-${parts}`}.zip`;

/** The build's plan (parts and guest folders), written by the planning job and read by each part's job. */
export const archivePlanKey = (eventCode: string, orderId: string): string => `${ARCHIVE_OBJECT_PREFIX}${eventCode}/${orderId}.plan.json`;

/**
 * A part's download token: the order's one token for a one-part archive, `{token}-p{n}` for part n of
 * several (its own DOWNLOAD item; the buyer holds every part's link anyway). Longer than any order token,
 * so it never equals another order's.
 */
export const partToken = (token: string, part: number, parts: number): string => (parts <= 1 ? token : `${token}-p${part}`);
